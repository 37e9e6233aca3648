import {
  API_KEY_LIMIT_REACHED,
  API_KEY_NOT_FOUND,
  API_KEYS,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@portal/shared/api-keys';
import { issueApiKey } from '../../auth/api-key-access.ts';
import { scopeOfPermissions } from '../../auth/api-keys.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ownerZone } from '../account/owner-zone.service.ts';
import * as repo from './api-keys.repo.ts';

export type ApiKeysDeps = { db: Database; auth: Auth };

const toApiKey = (row: repo.ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name ?? '',
  scope: scopeOfPermissions(row.permissions),
  start: row.start ?? '',
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastRequest?.toISOString() ?? null,
});

/** The owner's keys, newest first, with the zone their times are shown in. */
export async function listApiKeys(deps: Pick<ApiKeysDeps, 'db'>, userId: string): Promise<ApiKeyList> {
  const apiKeys = (await repo.listKeys(deps.db, userId)).map(toApiKey);
  return { apiKeys, timezone: await ownerZone(deps, userId) };
}

/**
 * Creates a key through the auth library's plugin, which stores only its hash: the answer is the
 * one time the key is shown. An owner has at most API_KEYS.max keys; two creations racing past
 * the count (on one server or two) are caught by counting again, and the newer key is taken back.
 */
export async function createApiKey(
  deps: ApiKeysDeps,
  userId: string,
  input: { name: string; scope: ApiKeyScope },
): Promise<CreatedApiKey> {
  if ((await repo.countKeys(deps.db, userId)) >= API_KEYS.max) throw new AppError('CONFLICT', API_KEY_LIMIT_REACHED);
  const { id, key } = await issueApiKey(deps.auth, { userId, ...input });
  const row = await repo.findKey(deps.db, userId, id);
  if (!row || (await repo.countKeys(deps.db, userId)) > API_KEYS.max) {
    await repo.deleteKey(deps.db, userId, id);
    throw new AppError('CONFLICT', API_KEY_LIMIT_REACHED);
  }
  return { apiKey: toApiKey(row), key };
}

/** Revokes a key at once: the next request made with it, on any server, is refused. */
export async function revokeApiKey(deps: Pick<ApiKeysDeps, 'db'>, userId: string, id: string) {
  if (!(await repo.deleteKey(deps.db, userId, id))) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
}
