import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, DecryptionError, encryptSecret } from './crypto.ts';

const key = randomBytes(32).toString('hex');
const aad = 'google_refresh_token:user-1';

describe('encryptSecret / decryptSecret', () => {
  it('round-trips and stores v1:iv:tag:ciphertext in base64url with a fresh IV each time', () => {
    const first = encryptSecret('1//refresh-token', key, aad);
    const second = encryptSecret('1//refresh-token', key, aad);
    expect(first).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('refresh-token');
    expect(decryptSecret(first, key, aad)).toBe('1//refresh-token');
  });

  it("refuses another owner's associated data, another key and tampered bytes", () => {
    const stored = encryptSecret('secret', key, aad);
    expect(() => decryptSecret(stored, key, 'google_refresh_token:user-2')).toThrow(DecryptionError);
    expect(() => decryptSecret(stored, randomBytes(32).toString('hex'), aad)).toThrow(DecryptionError);
    const [version, iv, tag, body] = stored.split(':');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret([version, iv, tag, flipped.toString('base64url')].join(':'), key, aad)).toThrow(
      DecryptionError,
    );
    expect(() => decryptSecret('plain-text', key, aad)).toThrow(DecryptionError);
  });

  it('rejects a key that is not 32 bytes', () => {
    expect(() => encryptSecret('x', 'abcd', aad)).toThrow(/32 bytes/);
  });
});
