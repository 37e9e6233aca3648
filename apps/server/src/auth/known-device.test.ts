import { describe, expect, it } from 'vitest';
import { parseSetCookie } from '../testing/cookies.ts';
import { knownDevices } from './known-device.ts';

const SECRET = 's'.repeat(32);
const signInFrom = (cookie: string) =>
  new Request('https://portal.example.com/api/auth/sign-in/email', { method: 'POST', headers: { cookie } });

describe('knownDevices', () => {
  it('on https, binds the cookie to this origin under a __Host- name', async () => {
    const devices = knownDevices({ secret: SECRET, secure: true });
    const { name, value, attributes } = parseSetCookie(await devices.remember('owner@example.com'));
    expect(name).toBe('__Host-known_device');
    expect([...attributes.keys()]).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite', 'path']));
    expect(await devices.isKnown(signInFrom(`${name}=${value}`), 'owner@example.com')).toBe(true);
    expect(await devices.isKnown(signInFrom(`${name}=${value}`), 'other@example.com')).toBe(false);
  });

  it('takes no cookie signed with another secret', async () => {
    const { name, value } = parseSetCookie(
      await knownDevices({ secret: 'o'.repeat(32), secure: false }).remember('owner@example.com'),
    );
    const devices = knownDevices({ secret: SECRET, secure: false });
    expect(await devices.isKnown(signInFrom(`${name}=${value}`), 'owner@example.com')).toBe(false);
  });
});
