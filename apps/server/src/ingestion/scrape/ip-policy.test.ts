import { describe, expect, it } from 'vitest';
import { blockedReason, ipBytes } from './ip-policy.ts';

describe('blockedReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.192', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['2001:db8::1', 'documentation'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(blockedReason(address)).toContain(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets public %s through',
    (address) => {
      expect(blockedReason(address)).toBeNull();
    },
  );

  it('reads IPv6 forms into 16 bytes', () => {
    expect(ipBytes('[::ffff:127.0.0.1]')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 127, 0, 0, 1]);
    expect(ipBytes('fe80::1%eth0')?.slice(0, 2)).toEqual([0xfe, 0x80]);
    expect(ipBytes('example.com')).toBeNull();
    expect(blockedReason('not-an-ip')).toBe('an address that could not be read');
  });
});
