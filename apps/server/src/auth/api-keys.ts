import { apiKey } from '@better-auth/api-key';
import { API_KEY_PREFIX, API_KEYS, type ApiKeyScope } from '@portal/shared/api-keys.plain';

/** How many characters of a key are kept in the clear: the prefix and four more ('vap_x7Kq'). */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 4;

/**
 * better-auth's API key plugin as the portal uses it. Keys are stored as their SHA-256 hash (the
 * plugin's default, never turned off), named, and start with `vap_`. The plugin's own rate limit
 * is off: a key's requests pass the API's limits like a session's. So is its session from a key
 * (`enableSessionForAPIKeys`): the auth library's routes never accept a key; only the signed-in
 * API does (auth/api-key-access.ts).
 */
export const apiKeyPlugin = () =>
  apiKey({
    defaultPrefix: API_KEY_PREFIX,
    requireName: true,
    maximumNameLength: API_KEYS.name,
    startingCharactersConfig: { shouldStore: true, charactersLength: SHOWN_CHARACTERS },
    rateLimit: { enabled: false },
    enableSessionForAPIKeys: false,
    disableKeyHashing: false,
    schema: { apikey: { modelName: 'apiKey' } },
  });

/**
 * The plugin's own HTTP endpoints under /api/auth, answered 404: an owner's keys are created,
 * listed and revoked through /api/api-keys only, which keeps the limit of keys, the scopes, and
 * the server-only fields out of a browser's reach. The server calls the same endpoints directly.
 */
export const API_KEY_PLUGIN_PATHS = [
  '/api-key/create',
  '/api-key/get',
  '/api-key/update',
  '/api-key/delete',
  '/api-key/list',
  '/api-key/verify',
  '/api-key/delete-all-expired-api-keys',
];

/**
 * A key's scope, kept as the plugin's `permissions` (server-only, so no client can widen it): every
 * key may read the API; a read and write key may also change what the owner can change.
 */
export const PERMISSIONS: Record<ApiKeyScope, { api: string[] }> = {
  read: { api: ['read'] },
  read_write: { api: ['read', 'write'] },
};

/**
 * The scope a key's permissions give, from the plugin's object or the stored JSON; anything it
 * cannot read as a write permission is read only.
 */
export function scopeOfPermissions(permissions: unknown): ApiKeyScope {
  let value = permissions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return 'read';
    }
  }
  const api = (value as { api?: unknown } | null)?.api;
  return Array.isArray(api) && api.includes('write') ? 'read_write' : 'read';
}
