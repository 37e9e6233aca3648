import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { BLOCKED_CALLERS } from './blocked-callers.plain.ts';
import { PHONE_INPUT_MAX, phoneNumberMessage, readPhoneNumber } from './phone.plain.ts';

const NUMBER_LABEL = 'The number to block';

export * from './blocked-callers.plain.ts';

/**
 * The owner's block list: numbers whose calls are refused before any agent answers, recorded as
 * blocked and counted toward no usage.
 */

export const blockedCallerSchema = z.object({
  id: uuidSchema,
  /** E.164, as callers' numbers are recorded. */
  number: z.string(),
  note: z.string().nullable(),
  createdAt: timestampSchema,
});
export type BlockedCaller = z.infer<typeof blockedCallerSchema>;

export const blockedCallerListSchema = z.object({
  blockedCallers: z.array(blockedCallerSchema),
  /** The owner's time zone (IANA), in which the list's times are shown. */
  timezone: z.string(),
});
export type BlockedCallerList = z.infer<typeof blockedCallerListSchema>;

/** A number to block: as the owner types it (US unless it starts with its country code), and why. */
export const blockCallerSchema = z
  .object({
    number: z
      .string()
      .max(PHONE_INPUT_MAX, phoneNumberMessage(NUMBER_LABEL))
      .transform((text, context) => {
        const reading = readPhoneNumber(text, NUMBER_LABEL);
        if (reading.ok) return reading.e164;
        context.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
    note: z
      .string()
      .trim()
      .max(BLOCKED_CALLERS.note, `Keep the note under ${BLOCKED_CALLERS.note} characters.`)
      .optional()
      .transform((note) => note || null),
  })
  .strict();
export type BlockCallerInput = z.input<typeof blockCallerSchema>;

export const blockResultSchema = z.object({
  blockedCaller: blockedCallerSchema,
  /** Set when the number is blocked but the voice platform is not screening calls yet. */
  warning: z.string().nullable(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;
