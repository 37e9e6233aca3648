import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { API_KEY_NAME_REQUIRED, API_KEY_NAME_TOO_LONG, API_KEY_SCOPES, API_KEYS } from './api-keys.plain.ts';

export * from './api-keys.plain.ts';

/**
 * An owner's API key as listed: never the key itself (it is stored hashed and shown once, when
 * created), only its first characters so the owner can tell keys apart.
 */
export const apiKeySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, e.g. 'vap_x7Kq'. */
  start: z.string(),
  createdAt: timestampSchema,
  /** The last request made with the key; null when it has not been used. */
  lastUsedAt: timestampSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  apiKeys: z.array(apiKeySchema),
  /** The owner's time zone (IANA), in which the list's times are shown. */
  timezone: z.string(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1, API_KEY_NAME_REQUIRED).max(API_KEYS.name, API_KEY_NAME_TOO_LONG),
    scope: z.enum(API_KEY_SCOPES),
  })
  .strict();
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** The new key, with the key itself: the only time it is shown. */
export const createdApiKeySchema = z.object({
  apiKey: apiKeySchema,
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
