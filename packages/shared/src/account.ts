import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';

// --- Profile photo -------------------------------------------------------------------------

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const AVATAR_MESSAGES = {
  invalidType: 'Invalid file type (PNG/JPG only).',
  tooLarge: 'File too large (Max 2MB).',
} as const;

/** The browser's check before upload; the server checks the bytes again (a name proves nothing). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return AVATAR_MESSAGES.invalidType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

// --- Profile -------------------------------------------------------------------------------

export const profileSchema = z.object({
  id: uuidSchema,
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  plan: z.string(),
  updatedAt: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const FULL_NAME_MAX = 200;
export const PHONE_NUMBER_MAX = 40;

/**
 * Optional text; blank (or only spaces) is stored as null.
 * Left out means unchanged, as PATCH does.
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The only fields a user may change. Strict: anything else (plan, subscription_status, id...)
 * is refused, so a client can never upgrade itself.
 */
export const profileUpdateSchema = z
  .object({
    fullName: optionalText('Full name', FULL_NAME_MAX),
    phoneNumber: optionalText('Phone number', PHONE_NUMBER_MAX),
  })
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

// --- Account screens -----------------------------------------------------------------------

export const accountSummarySchema = z.object({
  fullName: z.string().nullable(),
  email: z.string(),
  plan: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountDetailSchema = z.object({
  email: z.string(),
  /** Null when the account has no profile row; the page then says it could not be loaded. */
  profile: profileSchema.nullable(),
  /** Null when the agents could not be read ('Failed to load agents.'). */
  agents: z
    .object({
      activeCount: z.number().int(),
      items: z.array(z.object({ id: uuidSchema, agentName: z.string() })),
    })
    .nullable(),
  /** Null when the count could not be read ('Failed to load phone count.'). */
  phoneNumbers: z.object({ count: z.number().int() }).nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const avatarUploadResultSchema = z.object({ avatarUrl: z.string(), profile: profileSchema });
export type AvatarUploadResult = z.infer<typeof avatarUploadResultSchema>;
