import { createHash, randomBytes } from 'node:crypto';

/**
 * A PKCE (RFC 7636) verifier and its S256 challenge: the consent URL carries the challenge, the
 * code exchange the verifier, so a code intercepted on its way back is useless on its own.
 */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
