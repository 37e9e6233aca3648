import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { PHONE_INPUT_MAX, phoneNumberMessage, readPhoneNumber } from './phone.plain.ts';
import { optionalLine } from './text-fields.ts';
import { TEXT_LIMITS } from './text-fields.plain.ts';
import { PROFILE_LABELS } from './account.plain.ts';
import { LIVE_STATES } from './go-live.ts';

export * from './account.plain.ts';

// --- Profile -------------------------------------------------------------------------------

export const profileSchema = z.object({
  id: uuidSchema,
  fullName: z.string().nullable(),
  /** Stored in E.164 (+15125550100). */
  phoneNumber: z.string().nullable(),
  /**
   * The same number as people write it, (512) 555-0100 or +44 20 7946 0000 (formatPhone): made by
   * the server, so the page shows it without loading the phone number library.
   */
  phoneNumberDisplay: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  plan: z.string(),
  updatedAt: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The profile's phone number: blank is stored as null, anything else must read as a phone number
 * (phone.plain.ts) and is stored in E.164. Left out means unchanged, as PATCH does.
 */
const profilePhone = z
  .string({ error: `${PROFILE_LABELS.phoneNumber} must be text.` })
  .max(PHONE_INPUT_MAX, phoneNumberMessage(PROFILE_LABELS.phoneNumber))
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value || value.trim() === '') return null;
    const read = readPhoneNumber(value, PROFILE_LABELS.phoneNumber);
    if (read.ok) return read.e164;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

/**
 * The only fields a user may change. Strict: anything else (plan, subscription_status, id...)
 * is refused, so a client can never upgrade itself.
 */
export const profileUpdateSchema = z
  .object({
    // One line; blank (or only spaces) is stored as null, left out means unchanged.
    fullName: optionalLine(PROFILE_LABELS.fullName, TEXT_LIMITS.fullName).optional(),
    phoneNumber: profilePhone,
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
      /** Each agent with its state by the go-live rule, as Home and My Agents show it. */
      items: z.array(z.object({ id: uuidSchema, agentName: z.string(), state: z.enum(LIVE_STATES) })),
    })
    .nullable(),
  /** Null when the count could not be read ('Failed to load phone count.'). */
  phoneNumbers: z.object({ count: z.number().int() }).nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const avatarUploadResultSchema = z.object({ avatarUrl: z.string(), profile: profileSchema });
export type AvatarUploadResult = z.infer<typeof avatarUploadResultSchema>;
