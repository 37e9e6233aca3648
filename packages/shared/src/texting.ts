import { z } from 'zod';
import { timestampSchema } from './api.ts';
import { phoneNumberMessage, readPhoneNumber } from './phone.plain.ts';
import { EIN_FORMAT, PIN_FORMAT, POSTAL_CODE_FORMAT, REGISTRATION_STEPS } from './texting.plain.ts';
import { US_STATES } from './us-states.plain.ts';

export * from './texting.plain.ts';

/** The industries The Campaign Registry knows a business by. */
export const BRAND_VERTICALS = [
  'AGRICULTURE',
  'COMMUNICATION',
  'CONSTRUCTION',
  'EDUCATION',
  'ENERGY',
  'ENTERTAINMENT',
  'FINANCIAL',
  'GOVERNMENT',
  'HEALTHCARE',
  'HOSPITALITY',
  'HUMAN_RESOURCES',
  'INSURANCE',
  'LEGAL',
  'MANUFACTURING',
  'NGO',
  'PROFESSIONAL',
  'REAL_ESTATE',
  'RETAIL',
  'TECHNOLOGY',
  'TRANSPORTATION',
] as const;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter ${label}.`).max(max, `Keep ${label} under ${max} characters.`);

const phone = (label: string) =>
  z
    .string()
    .max(40, phoneNumberMessage(label))
    .transform((typed, context) => {
      const reading = readPhoneNumber(typed, label);
      if (reading.ok) return reading.e164;
      context.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });

/**
 * The business details a US texting registration needs, as the owner enters them: a company with
 * its EIN and legal name, or a sole proprietor verified by a PIN texted to their mobile.
 */
export const textingRegistrationInputSchema = z
  .object({
    entityType: z.enum(['PRIVATE_PROFIT', 'SOLE_PROPRIETOR']),
    displayName: text('the name your customers know', 100),
    companyName: z.string().trim().max(100, 'Keep the legal name under 100 characters.').default(''),
    ein: z.string().trim().default(''),
    firstName: text('your first name', 100),
    lastName: text('your last name', 100),
    email: z.email('Enter an e-mail address, like you@example.com.').max(100),
    phone: phone('Business phone'),
    mobilePhone: z.string().trim().default(''),
    street: text('the street address', 100),
    city: text('the city', 100),
    state: z.enum(Object.keys(US_STATES) as [string, ...string[]], 'Choose a US state.'),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, POSTAL_CODE_FORMAT),
    website: z
      .union([z.literal(''), z.url('Enter the website address, like https://example.com.').max(100)])
      .default(''),
    vertical: z.enum(BRAND_VERTICALS, 'Choose the industry closest to your business.'),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.entityType === 'PRIVATE_PROFIT') {
      if (!value.companyName)
        context.addIssue({ code: 'custom', path: ['companyName'], message: 'Enter the legal name.' });
      if (!/^\d{2}-?\d{7}$/.test(value.ein)) context.addIssue({ code: 'custom', path: ['ein'], message: EIN_FORMAT });
    } else if (!readPhoneNumber(value.mobilePhone, 'Your mobile phone').ok) {
      context.addIssue({ code: 'custom', path: ['mobilePhone'], message: phoneNumberMessage('Your mobile phone') });
    }
  })
  // Stored and sent in E.164, as the registry wants every number.
  .transform((value) => {
    const mobile = readPhoneNumber(value.mobilePhone, 'Your mobile phone');
    return { ...value, mobilePhone: mobile.ok ? mobile.e164 : '' };
  });
export type TextingRegistrationInput = z.input<typeof textingRegistrationInputSchema>;
export type TextingRegistrationDetails = z.output<typeof textingRegistrationInputSchema>;

const stepSchema = z.object({
  status: z.enum(['not_started', 'pending', 'approved', 'rejected']),
  /** The registry's or the carriers' words when rejected, and what to fix. */
  reason: z.string().nullable(),
});

export const textingRegistrationSchema = z.object({
  /** Each step of the registration, in order. */
  steps: z.object(
    Object.fromEntries(REGISTRATION_STEPS.map((step) => [step, stepSchema])) as Record<
      (typeof REGISTRATION_STEPS)[number],
      typeof stepSchema
    >,
  ),
  /** Texts can be sent: the business and its campaign are approved and a number is assigned. */
  textingOn: z.boolean(),
  /** A sole proprietor's business waits for the PIN texted to their mobile. */
  needsPin: z.boolean(),
  submittedAt: timestampSchema.nullable(),
  /** The details as submitted (the EIN shown by its last four digits). */
  details: z
    .object({ entityType: z.string(), displayName: z.string(), companyName: z.string(), einLast4: z.string() })
    .nullable(),
});
export type TextingRegistration = z.infer<typeof textingRegistrationSchema>;

export const textingPinSchema = z
  .object({
    pin: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, PIN_FORMAT),
  })
  .strict();
