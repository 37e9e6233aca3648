import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest: AES-256-GCM with a random 12-byte IV and associated data
 * naming what the secret is and whose it is, so a ciphertext copied onto another user's row (or
 * into another column) fails to decrypt. Stored as `v1:iv:tag:ciphertext`, each part base64url.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionError extends Error {}

function keyBytes(hexKey: string) {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes (64 hex characters).');
  return key;
}

export function encryptSecret(plaintext: string, hexKey: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(hexKey), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

export function decryptSecret(stored: string, hexKey: string, aad: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new DecryptionError('Unrecognised secret format.');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(hexKey), Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError('The secret could not be decrypted (wrong key, owner or tampered data).');
  }
}
