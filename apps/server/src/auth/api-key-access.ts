import {
  API_KEY_INVALID,
  API_KEY_NOT_ALLOWED_HERE,
  API_KEY_PREFIX,
  API_KEY_READ_ONLY,
  apiKeyMayUse,
  apiKeyReaches,
  type ApiKeyScope,
} from '@portal/shared/api-keys.plain';
import { AppError } from '../lib/errors.ts';
import { PERMISSIONS, scopeOfPermissions } from './api-keys.ts';
import type { Auth, AuthSession } from './auth.ts';

/** The API key a request was made with: its id (for logs) and scope, never the key. */
export type ApiKeyCaller = { id: string; scope: ApiKeyScope };

/** Longer than any key we make (prefix and 64 letters); a longer one is not looked up. */
const MAX_KEY_LENGTH = 128;

/**
 * The credential in an `Authorization: Bearer ...` header, or undefined when the request has no
 * Bearer header (an empty one is an empty credential, and fails like a wrong one).
 */
export function bearerCredential(authorization: string | undefined): string | undefined {
  const match = /^bearer(?:\s+(.*))?$/is.exec(authorization?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/** Whether the request presents one of our API keys (a Bearer credential with our prefix). */
export const presentsApiKey = (authorization: string | undefined) =>
  bearerCredential(authorization)?.startsWith(API_KEY_PREFIX) ?? false;

/**
 * The owner an API key request acts for, or an error: a key never reaches the parts kept for the
 * signed-in owner (refused before the key is even looked up), must be valid (the plugin checks it
 * against the database on every request: no cache, so a revoked key fails at once on every
 * server), and a read-only key only reads. The plugin records the request as the key's last use.
 */
export async function apiKeyOwner(
  auth: Auth,
  request: { method: string; path: string; key: string },
): Promise<{ user: AuthSession['user']; apiKey: ApiKeyCaller }> {
  if (!apiKeyReaches(request.method, request.path.replace(/^\/api(?=\/|$)/, ''))) {
    throw new AppError('FORBIDDEN', API_KEY_NOT_ALLOWED_HERE);
  }
  const { key } = request;
  if (!key.startsWith(API_KEY_PREFIX) || key.length > MAX_KEY_LENGTH) {
    throw new AppError('UNAUTHORIZED', API_KEY_INVALID);
  }
  const verified = await auth.api.verifyApiKey({ body: { key } });
  if (!verified.valid || !verified.key) throw new AppError('UNAUTHORIZED', API_KEY_INVALID);
  const user = await (await auth.$context).internalAdapter.findUserById(verified.key.referenceId);
  if (!user) throw new AppError('UNAUTHORIZED', API_KEY_INVALID);
  const apiKey = { id: verified.key.id, scope: scopeOfPermissions(verified.key.permissions) };
  if (!apiKeyMayUse(apiKey.scope, request.method)) throw new AppError('FORBIDDEN', API_KEY_READ_ONLY);
  return { user, apiKey };
}

/**
 * Creates a key for an owner through the plugin (it makes the key, hashes it and stores the row).
 * Answers the new row's id and the key itself, which exists nowhere else once answered.
 */
export async function issueApiKey(auth: Auth, owner: { userId: string; name: string; scope: ApiKeyScope }) {
  const created = await auth.api.createApiKey({
    body: { userId: owner.userId, name: owner.name, permissions: PERMISSIONS[owner.scope] },
  });
  return { id: created.id, key: created.key };
}
