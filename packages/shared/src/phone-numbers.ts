import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { SEARCH_CRITERIA_REQUIRED } from './phone-numbers.plain.ts';

export * from './phone-numbers.plain.ts';

const criterion = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional();

export const numberSearchSchema = z
  .object({
    areaCode: z
      .string()
      .trim()
      .regex(/^\d{0,3}$/, 'Use digits only, at most 3.')
      .optional(),
    city: criterion(60),
    state: criterion(40),
  })
  .strict()
  .refine((value) => !!(value.areaCode || value.city || value.state), { message: SEARCH_CRITERIA_REQUIRED });
export type NumberSearch = z.infer<typeof numberSearchSchema>;

export const availableNumberSchema = z.object({
  phoneNumber: z.string(),
  locality: z.string().nullable(),
  administrativeArea: z.string().nullable(),
  features: z.array(z.string()),
  monthlyCost: z.string().nullable(),
  currency: z.string().nullable(),
});
export type AvailableNumber = z.infer<typeof availableNumberSchema>;

// --- Owned numbers ------------------------------------------------------------------------------

/**
 * Every phone number the product stores or dials, in E.164: a plus, a country code that does not
 * start with 0, and 10 to 15 digits in all.
 */
const E164 = /^\+[1-9]\d{9,14}$/;

export const purchaseNumberSchema = z
  .object({
    phoneNumber: z.string().trim().regex(E164, 'Use a number from the search results.'),
    agentId: z.string().uuid('Choose one of your agents.').nullable().optional().meta({
      description:
        "The agent that answers the number; null for none. Left out: the owner's only agent, or none when they have several.",
    }),
  })
  .strict();

export const assignNumberSchema = z
  .object({ agentId: z.string().uuid('Choose one of your agents.').nullable() })
  .strict();

export const phoneNumberSchema = z.object({
  id: uuidSchema,
  phoneNumber: z.string(),
  friendlyName: z.string().nullable(),
  provider: z.string(),
  providerNumberId: z.string().nullable(),
  assignedAgentId: z.string().nullable(),
  capabilities: z.array(z.string()),
  status: z.string(),
  /** Why the voice platform does not have this number yet; null when it does. */
  syncError: z.string().nullable(),
  purchasedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const purchaseResultSchema = z.object({ phoneNumber: phoneNumberSchema, warning: z.string().nullable() });
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** A retried import into the voice platform: `error` when it refused again. */
export const numberSyncResultSchema = z.object({ phoneNumber: phoneNumberSchema, error: z.string().nullable() });
export type NumberSyncResult = z.infer<typeof numberSyncResultSchema>;
