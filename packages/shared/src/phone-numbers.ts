import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';

// --- Number search ------------------------------------------------------------------------------

export const NUMBER_SEARCH = { countryCode: 'US', features: ['voice'], limit: 15 } as const;
export const AREA_CODE_MAX_LENGTH = 3;
export const SEARCH_CRITERIA_REQUIRED = 'Please enter an Area Code, City, or State to search.';

/** What the area-code input keeps of what was typed: digits only, at most three. */
export const cleanAreaCode = (input: string) => input.replace(/\D/g, '').slice(0, AREA_CODE_MAX_LENGTH);

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

export const hasSearchCriteria = (search: { areaCode?: string; city?: string; state?: string }) =>
  [search.areaCode, search.city, search.state].some((value) => (value ?? '').trim() !== '');

/** 'No numbers found for Area Code 512, City Austin.' naming only the criteria that were given. */
export function noNumbersMessage(search: { areaCode?: string; city?: string; state?: string }) {
  const parts = [
    ['Area Code', search.areaCode],
    ['City', search.city],
    ['State', search.state],
  ]
    .filter(([, value]) => (value ?? '').trim() !== '')
    .map(([label, value]) => `${label} ${value!.trim()}`);
  return `No numbers found for ${parts.join(', ')}.`;
}

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
  .object({ phoneNumber: z.string().trim().regex(E164, 'Use a number from the search results.') })
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

/** '+15125550123' as '+1 (512) 555-0123'; other formats are shown as stored. */
export function formatPhoneNumber(e164: string) {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** The number with its status in brackets when it is not active. */
export const phoneNumberLabel = (number: Pick<PhoneNumber, 'phoneNumber' | 'status'>) =>
  number.status === 'active'
    ? formatPhoneNumber(number.phoneNumber)
    : `${formatPhoneNumber(number.phoneNumber)} (${number.status})`;

/** The refusal when a plan's allowance of numbers is used up. */
export const numberAllowanceMessage = (plan: string, included: number, owned: number) =>
  `Your ${plan} plan includes ${included} phone number${included === 1 ? '' : 's'} and you have ${owned}. ` +
  'Release a number or upgrade your plan to buy another.';
