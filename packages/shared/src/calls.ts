import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { CALL_OUTCOMES, callOutcomeSchema } from './call-outcome.ts';
import { CALL_LIST_FILTERS, CALL_SEARCH_MAX } from './calls.plain.ts';

const appointmentChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booked'), appointmentId: uuidSchema, summary: z.string(), start: timestampSchema }),
  z.object({
    kind: z.literal('rescheduled'),
    appointmentId: uuidSchema,
    summary: z.string(),
    from: timestampSchema,
    to: timestampSchema,
  }),
  z.object({
    kind: z.literal('cancelled'),
    appointmentId: uuidSchema,
    summary: z.string(),
    start: timestampSchema,
    reason: z.string().nullable(),
  }),
]);

export * from './calls.plain.ts';

export const callSummarySchema = z.object({
  id: uuidSchema,
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  /** The business's time zone (IANA), in which the call's times and booking are shown; null once the agent is deleted. */
  agentTimezone: z.string().nullable(),
  customerNumber: z.string().nullable(),
  /** The caller's entry in the caller directory; null for a call without a caller number. */
  callerId: uuidSchema.nullable(),
  type: z.string().nullable(),
  status: z.string().nullable(),
  startedAt: timestampSchema.nullable(),
  endedAt: timestampSchema.nullable(),
  durationSeconds: z.number().nullable(),
  endedReason: z.string().nullable(),
  summary: z.string().nullable(),
  /** The kind of outcome the agent reported; null when it reported none. */
  outcomeKind: z.enum(CALL_OUTCOMES).nullable(),
  /** The caller described one of the urgent situations. */
  urgent: z.boolean(),
  /** The message the caller left, if any. */
  message: z.string().nullable(),
  /** An urgent matter or a message that the owner has not marked handled yet. */
  needsAttention: z.boolean(),
  /** When the urgent matter or message was marked handled, and by whom (their name). */
  handledAt: timestampSchema.nullable(),
  handledBy: z.string().nullable(),
  createdAt: timestampSchema,
  /**
   * When the recording and transcript were deleted (the owner's retention, or by hand), here and at
   * the voice platform; the outcome, times and cost stay. Null while they are kept.
   */
  artifactsDeletedAt: timestampSchema.nullable(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const callDetailSchema = callSummarySchema.extend({
  transcript: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  cost: z.number().nullable(),
  appointment: z.record(z.string(), z.unknown()).nullable(),
  appointmentChanges: z
    .array(appointmentChangeSchema)
    .describe('What the call did to bookings, in order: booked, moved (from and to) or cancelled.'),
  outcome: callOutcomeSchema.nullable(),
  agentVersion: z
    .number()
    .int()
    .nullable()
    .describe('The published version of the agent that answered; null before the first, or for a test of a draft.'),
});
export type CallDetail = z.infer<typeof callDetailSchema>;

export const callListSchema = z.object({ calls: z.array(callSummarySchema), nextCursor: z.string().nullable() });
export type CallList = z.infer<typeof callListSchema>;

/** A page boundary: the creation time of the previous page's last call, then its id (ties of one instant). */
const CURSOR = /^(?<time>[^|]+)(?:\|(?<id>[0-9a-f-]{36}))?$/i;

/** The parts of a call-list cursor, or null when it is not one. */
export function readCallCursor(cursor: string): { createdAt: string; id: string | null } | null {
  const match = CURSOR.exec(cursor);
  const time = match?.groups?.time;
  if (!time || !z.iso.datetime({ offset: true }).safeParse(time).success) return null;
  // The database holds no time before 1970 (year 0 is not a date there).
  if (!(Date.parse(time) >= 0)) return null;
  const id = match.groups?.id ?? null;
  if (id !== null && !uuidSchema.safeParse(id).success) return null;
  return { createdAt: time, id };
}

export const callCursor = (createdAt: string, id: string) => `${createdAt}|${id}`;

export const callListQuerySchema = z.object({
  agentId: z.string().uuid().optional(),
  caller: z.string().uuid().optional().describe('Only the calls of this caller (their id in the caller directory).'),
  outcome: z
    .enum(CALL_LIST_FILTERS)
    .optional()
    .describe("Only calls with this outcome, or 'needs_attention': urgent matters and messages not yet handled."),
  exclude: z
    .enum(['needs_attention'])
    .optional()
    .describe(
      "'needs_attention' leaves out the urgent matters and messages not yet handled: the inbox lists those apart, above the rest.",
    ),
  q: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters.')
    .max(CALL_SEARCH_MAX, `must be at most ${CALL_SEARCH_MAX} characters.`)
    .optional()
    .describe("Words to find in the calls' transcripts, summaries and messages, or digits of the caller's number."),
  cursor: z
    .string()
    .refine((value) => readCallCursor(value) !== null, 'must be the nextCursor of the previous page of calls.')
    .optional()
    .describe(
      'The nextCursor of the previous page: an RFC 3339 date-time with Z or an offset (+02:00), optionally followed by | and the id of the last call.',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CallListQuery = z.output<typeof callListQuerySchema>;

export const callHandledSchema = z
  .object({ handled: z.boolean().describe('true to mark the urgent matter or message handled, false to reopen it.') })
  .strict();
