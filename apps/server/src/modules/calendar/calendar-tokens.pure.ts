import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';

/**
 * Google tokens at rest. The associated data names the kind of token and
 * its owner, so a refresh token moved onto another user's row, or into the access-token column,
 * does not decrypt.
 */
const refreshAad = (userId: string) => `google_refresh_token:${userId}`;
const accessAad = (userId: string) => `google_access_token:${userId}`;

export const sealRefreshToken = (key: string, userId: string, token: string) =>
  encryptSecret(token, key, refreshAad(userId));
export const openRefreshToken = (key: string, userId: string, stored: string) =>
  decryptSecret(stored, key, refreshAad(userId));
export const sealAccessToken = (key: string, userId: string, token: string) =>
  encryptSecret(token, key, accessAad(userId));
export const openAccessToken = (key: string, userId: string, stored: string) =>
  decryptSecret(stored, key, accessAad(userId));
