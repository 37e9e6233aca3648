// The API keys' limits, scopes and texts, without the schemas.

export const API_KEYS = { max: 20, name: 60 } as const;

/** What a key may do: read only (GET and HEAD), or read and change what the owner can change. */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** Every key starts with it, so a key found in a log or a repository is recognised as one of ours. */
export const API_KEY_PREFIX = 'vap_';

/**
 * What a key never reaches, whatever its scope (paths below /api, and anything that starts like
 * them): sign-in and the auth library, account settings, the keys themselves, billing, and the
 * owner's webhook endpoints. These stay with the owner signed in to the portal, so a leaked key
 * cannot take over the account, lock the owner out, or send the owner's calls elsewhere.
 */
export const API_KEY_UNREACHABLE = [
  '/auth',
  '/account',
  '/api-keys',
  '/billing',
  '/webhooks',
  '/webhook-endpoints',
] as const;

const READS = new Set(['GET', 'HEAD']);

/** Whether a request made with a key may reach `path` (below /api): nothing above, and no change to the subscription. */
export function apiKeyReaches(method: string, path: string): boolean {
  if (API_KEY_UNREACHABLE.some((prefix) => path.startsWith(prefix))) return false;
  return READS.has(method.toUpperCase()) || !path.startsWith('/subscription');
}

/** Whether a key of this scope may make a request of this method: a read-only key only reads. */
export const apiKeyMayUse = (scope: ApiKeyScope, method: string) =>
  scope === 'read_write' || READS.has(method.toUpperCase());

export const API_KEY_NAME_REQUIRED = 'Give the key a name, such as the tool that will use it.';
export const API_KEY_NAME_TOO_LONG = `Keep the name under ${API_KEYS.name} characters.`;
export const API_KEY_LIMIT_REACHED = `You can have ${API_KEYS.max} API keys. Revoke one you no longer use first.`;
export const API_KEY_NOT_FOUND = 'This API key does not exist or was already revoked.';
export const API_KEY_INVALID = 'This API key is not valid. It may have been revoked.';
export const API_KEY_READ_ONLY = 'This API key can only read. Use a read and write key to make changes.';
export const API_KEY_NOT_ALLOWED_HERE =
  'API keys cannot reach account settings, API keys or sign-in. Sign in to the portal to do this.';
