import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export type WebhookSigner = {
  /** The public key as Telnyx shows it in Mission Control: the raw 32 bytes, base64. */
  publicKey: string;
  /** The headers Telnyx sends with a webhook whose raw body is `body`. */
  headers(body: string, timestamp?: number): Record<string, string>;
};

/** The raw 32-byte Ed25519 public key, base64: the JWK's `x` is the same bytes in base64url. */
function rawPublicKey(privateKey: KeyObject) {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return Buffer.from(x!, 'base64url').toString('base64');
}

/**
 * Signs webhooks as Telnyx does (docs/vendors.md#telnyx-webhooks): an Ed25519 signature of
 * `${telnyx-timestamp}|${raw body}`, base64, in `telnyx-signature-ed25519`, the Unix time in
 * seconds in `telnyx-timestamp`. With no key given (tests) a fresh pair is made at start.
 */
export function createWebhookSigner(privateKeyPem?: string): WebhookSigner {
  const privateKey = privateKeyPem ? createPrivateKey(privateKeyPem) : generateKeyPairSync('ed25519').privateKey;
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The Telnyx sandbox signs with an Ed25519 key.');
  return {
    publicKey: rawPublicKey(privateKey),
    headers(body, timestamp = Math.floor(Date.now() / 1000)) {
      const signature = sign(null, Buffer.from(`${timestamp}|${body}`, 'utf8'), privateKey).toString('base64');
      return { 'telnyx-signature-ed25519': signature, 'telnyx-timestamp': String(timestamp) };
    },
  };
}
