import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { selfSignedCertificate } from './self-signed-certificate.ts';

/**
 * OpenID Connect ID tokens as Google issues them: RS256 JWTs from `https://accounts.google.com`,
 * whose keys are published as PEM certificates (`/oauth2/v1/certs`, what google-auth-library's
 * verifyIdToken reads on Node) and as a JWK set (`/oauth2/v3/certs`) (docs/vendors.md#google-oauth).
 * The sandbox signs with a key of its own, made on first use and kept for the process: a token it
 * issues verifies against its certificates, never against Google's.
 */

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const LIFETIME_SECONDS = 3599;
// Google rotates its signing keys every few weeks; clients cache the certificates meanwhile.
const CERTIFICATE_DAYS = 14;
const CACHE_SECONDS = 6 * 3600;

type SigningKey = { kid: string; privateKey: KeyObject; publicKey: KeyObject; certificate: string };
let signingKey: SigningKey | undefined;

function key(): SigningKey {
  if (signingKey) return signingKey;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const kid = createHash('sha1').update(spki).digest('hex');
  const now = Date.now();
  const certificate = selfSignedCertificate({
    publicKey,
    privateKey,
    commonName: 'federated-signon.system.gserviceaccount.com',
    serial: randomBytes(8),
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + CERTIFICATE_DAYS * 86_400_000),
  });
  return (signingKey = { kid, privateKey, publicKey, certificate });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `at_hash`: the left half of the SHA-256 of the access token, so the pair cannot be mixed. */
const accessTokenHash = (accessToken: string) =>
  createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');

export type IdTokenSubject = { sub: string; email: string; name: string; scope: string; clientId: string };

/** The claims Google puts in: email ones with the `email` scope, name ones with `profile`. */
export function issueIdToken(subject: IdTokenSubject, accessToken: string, nonce?: string) {
  const scopes = new Set(subject.scope.split(/\s+/));
  const [givenName, ...familyNames] = subject.name.split(' ');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: GOOGLE_ISSUER,
    azp: subject.clientId,
    aud: subject.clientId,
    sub: subject.sub,
    ...(scopes.has('email') ? { email: subject.email, email_verified: true } : {}),
    at_hash: accessTokenHash(accessToken),
    ...(nonce ? { nonce } : {}),
    ...(scopes.has('profile')
      ? {
          name: subject.name,
          given_name: givenName,
          ...(familyNames.length ? { family_name: familyNames.join(' ') } : {}),
        }
      : {}),
    iat: now,
    exp: now + LIFETIME_SECONDS,
  };
  const signing = key();
  const input = `${base64url({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), signing.privateKey).toString('base64url')}`;
}

/** `/oauth2/v1/certs`: key id to PEM certificate. */
export const pemCertificates = () => ({ [key().kid]: key().certificate });

/** `/oauth2/v3/certs`: the same key as a JWK set. */
export function jsonWebKeys() {
  const { kid, publicKey } = key();
  const { n, e } = publicKey.export({ format: 'jwk' });
  return { keys: [{ kty: 'RSA', alg: 'RS256', use: 'sig', kid, n, e }] };
}

/** Google lets clients cache its certificates; the library honours max-age. */
export const CERTIFICATE_CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}, must-revalidate, no-transform`;
