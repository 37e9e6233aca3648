import { isIP } from 'node:net';

/**
 * Which IP addresses a scrape may connect to. Only public unicast addresses pass: loopback,
 * private, carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), multicast,
 * reserved, documentation and unspecified ranges are refused, and IPv6 forms that embed an IPv4
 * address (mapped, compatible, NAT64, 6to4) are judged by the IPv4 address inside.
 */

type Range = { bytes: number[]; bits: number; name: string };

const v4 = (cidr: string, name: string): Range => {
  const [address, bits] = cidr.split('/');
  return { bytes: address!.split('.').map(Number), bits: Number(bits), name };
};

const IPV4_BLOCKED: Range[] = [
  v4('0.0.0.0/8', 'an unspecified address'),
  v4('10.0.0.0/8', 'a private network'),
  v4('100.64.0.0/10', 'a carrier-grade NAT network'),
  v4('127.0.0.0/8', 'this machine (loopback)'),
  v4('169.254.0.0/16', 'a link-local or cloud metadata address'),
  v4('172.16.0.0/12', 'a private network'),
  v4('192.0.0.0/24', 'a reserved protocol range'),
  v4('192.0.2.0/24', 'a documentation range'),
  v4('192.88.99.0/24', 'a reserved relay range'),
  v4('192.168.0.0/16', 'a private network'),
  v4('198.18.0.0/15', 'a benchmarking network'),
  v4('198.51.100.0/24', 'a documentation range'),
  v4('203.0.113.0/24', 'a documentation range'),
  v4('224.0.0.0/4', 'a multicast address'),
  v4('240.0.0.0/4', 'a reserved or broadcast address'),
];

/** Bytes of an IP address (4 or 16), or null when the text is not one. */
export function ipBytes(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return address.split('.').map(Number);
  if (version !== 6) return null;
  // A dotted IPv4 tail ("::ffff:127.0.0.1") becomes its two hex groups.
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  );
  const [left = '', right] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [leftGroups, rightGroups] = [groups(left), groups(right ?? '')];
  const zeros = Array<number>(8 - leftGroups.length - rightGroups.length).fill(0);
  return [...leftGroups, ...zeros, ...rightGroups].flatMap((group) => [group >> 8, group & 0xff]);
}

const inRange = (bytes: number[], range: Range) =>
  range.bytes.every((byte, index) => {
    const bits = Math.min(8, Math.max(0, range.bits - index * 8));
    const mask = bits === 0 ? 0 : (0xff << (8 - bits)) & 0xff;
    return ((bytes[index] ?? 0) & mask) === (byte & mask);
  });

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** The IPv4 address an IPv6 address carries, if it is one of the embedding forms. */
function embeddedIpv4(bytes: number[]): number[] | null {
  const zeros = (count: number) => Array<number>(count).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return bytes.slice(12); // ::ffff:a.b.c.d
  if (startsWith(bytes, zeros(12))) return bytes.slice(12); // ::a.b.c.d (and :: and ::1)
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return bytes.slice(12); // 64:ff9b::/96
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6); // 2002::/16 (6to4)
  return null;
}

/** Why an address must not be reached, or null when it is a public address. */
export function blockedReason(address: string): string | null {
  const bytes = ipBytes(address);
  if (!bytes) return 'an address that could not be read';
  if (bytes.length === 4) return IPV4_BLOCKED.find((range) => inRange(bytes, range))?.name ?? null;
  if (bytes.every((byte, index) => byte === (index === 15 ? 1 : 0))) return 'this machine (loopback)';
  const inner = embeddedIpv4(bytes);
  if (inner) return blockedReason(inner.join('.')) ?? null;
  // Global unicast is 2000::/3; everything else (fe80::/10, fc00::/7, ff00::/8, ...) is not public.
  if ((bytes[0]! & 0xe0) !== 0x20) return 'a private, link-local or multicast IPv6 address';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8])) return 'a documentation range';
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x00])) return 'a tunnelling (Teredo) address';
  return null;
}
