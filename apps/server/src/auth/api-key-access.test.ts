import { describe, expect, it } from 'vitest';
import { bearerCredential, presentsApiKey } from './api-key-access.ts';
import { scopeOfPermissions } from './api-keys.ts';

describe('reading an API key from a request', () => {
  it('takes the credential of a Bearer header, whatever the scheme’s case and spacing', () => {
    expect(bearerCredential('Bearer vap_abc')).toBe('vap_abc');
    expect(bearerCredential('bearer   vap_abc  ')).toBe('vap_abc');
    expect(bearerCredential('BEARER vap_abc')).toBe('vap_abc');
    // An empty or broken one is still a Bearer credential, refused as a wrong key.
    expect(bearerCredential('Bearer')).toBe('');
    expect(bearerCredential('Bearer two words')).toBe('two words');
  });

  it('leaves other schemes, and requests without the header, to the session', () => {
    expect(bearerCredential(undefined)).toBeUndefined();
    expect(bearerCredential('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerCredential('Bearerish vap_abc')).toBeUndefined();
  });

  it('recognises one of our keys by its prefix', () => {
    expect(presentsApiKey('Bearer vap_abc')).toBe(true);
    expect(presentsApiKey('Bearer someone-elses-token')).toBe(false);
    expect(presentsApiKey(undefined)).toBe(false);
  });
});

describe('a key’s scope', () => {
  it('is read and write only with the write permission, from the plugin’s object or the stored JSON', () => {
    expect(scopeOfPermissions({ api: ['read', 'write'] })).toBe('read_write');
    expect(scopeOfPermissions('{"api":["read","write"]}')).toBe('read_write');
    expect(scopeOfPermissions({ api: ['read'] })).toBe('read');
    for (const unreadable of [null, undefined, '', 'not json', '{"api":"write"}', { other: ['write'] }]) {
      expect(scopeOfPermissions(unreadable)).toBe('read');
    }
  });
});
