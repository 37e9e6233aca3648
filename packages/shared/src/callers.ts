import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { CALL_OUTCOMES } from './call-outcome.ts';
import { CALLERS } from './callers.plain.ts';

export * from './callers.plain.ts';

/**
 * The caller directory: everyone who has called the owner, one entry per number, with the
 * appointments agents booked for them and the owner's note.
 */

export const appointmentSchema = z.object({
  id: uuidSchema,
  summary: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  status: z.enum(['booked', 'cancelled']),
  cancelReason: z.string().nullable(),
  /** The business's time zone (IANA) the agent booked in; null once the agent is deleted. */
  timezone: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const callerSummarySchema = z.object({
  id: uuidSchema,
  /** E.164. */
  number: z.string(),
  /** The name the caller last gave; null when they never gave one. */
  name: z.string().nullable(),
  calls: z.number().int(),
  lastCallAt: timestampSchema,
  /** The outcome of their last call; null when it has none yet. */
  lastOutcome: z.enum(CALL_OUTCOMES).nullable(),
  nextAppointment: appointmentSchema.nullable(),
  /** The owner blocks this number. */
  blocked: z.boolean(),
});
export type CallerSummary = z.infer<typeof callerSummarySchema>;

export const callerListSchema = z.object({
  callers: z.array(callerSummarySchema),
  nextCursor: z.string().nullable(),
  /** The owner's time zone (IANA), in which each last call is shown. */
  timezone: z.string(),
});
export type CallerList = z.infer<typeof callerListSchema>;

export const callerListQuerySchema = z.object({
  search: z.string().trim().max(CALLERS.search, `Keep the search under ${CALLERS.search} characters.`).optional(),
  cursor: z.string().max(200).optional(),
});

export const callerDetailSchema = callerSummarySchema.extend({
  note: z.string().nullable(),
  /** Their appointments, upcoming first then past, cancelled ones included. */
  appointments: z.array(appointmentSchema),
  /** The owner's time zone (IANA): the caller's times when no agent's zone says them. */
  timezone: z.string(),
});
export type CallerDetail = z.infer<typeof callerDetailSchema>;

export const callerNoteSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(CALLERS.note, `Keep the note under ${CALLERS.note} characters.`)
      .transform((note) => note || null),
  })
  .strict();
