import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { callOutcomeSchema } from './call-outcome.ts';

export const callSummarySchema = z.object({
  id: uuidSchema,
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  /** The business's time zone (IANA), in which the call's times and booking are shown; null once the agent is deleted. */
  agentTimezone: z.string().nullable(),
  customerNumber: z.string().nullable(),
  type: z.string().nullable(),
  status: z.string().nullable(),
  startedAt: timestampSchema.nullable(),
  endedAt: timestampSchema.nullable(),
  durationSeconds: z.number().nullable(),
  endedReason: z.string().nullable(),
  summary: z.string().nullable(),
  createdAt: timestampSchema,
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const callDetailSchema = callSummarySchema.extend({
  transcript: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  cost: z.number().nullable(),
  appointment: z.record(z.string(), z.unknown()).nullable(),
  outcome: callOutcomeSchema.nullable(),
});
export type CallDetail = z.infer<typeof callDetailSchema>;

export const callListSchema = z.object({ calls: z.array(callSummarySchema), nextCursor: z.string().nullable() });
export type CallList = z.infer<typeof callListSchema>;

export const callListQuerySchema = z.object({
  agentId: z.string().uuid().optional(),
  // A creation time from the previous page, as RFC 3339 with `Z` or a numeric offset; the
  // database holds no time before 1970 (year 0 is not a date there).
  cursor: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) >= 0, 'must be a time from the previous page of calls.')
    .optional()
    .describe('The nextCursor of the previous page: an RFC 3339 date-time with Z or an offset (+02:00).'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CallListQuery = z.output<typeof callListQuerySchema>;

/** Readable text of Vapi's ended reasons (the common ones; others are shown as given). */
const ENDED_REASONS: Record<string, string> = {
  'customer-ended-call': 'Caller hung up',
  'assistant-ended-call': 'Agent ended the call',
  'assistant-said-end-call-phrase': 'Agent ended the call',
  'assistant-forwarded-call': 'Forwarded to a person',
  'silence-timed-out': 'Silence timeout',
  'exceeded-max-duration': 'Reached the maximum length',
  'customer-did-not-answer': 'No answer',
  'customer-busy': 'Line busy',
  voicemail: 'Voicemail',
  'manually-canceled': 'Cancelled',
  'no-end-report': 'Ended (no report from the voice platform)',
  'no-agent-assigned': 'No agent assigned to the number',
  'assistant-request-returned-error': 'No agent assigned to the number',
};

const UNROUTED = new Set(['no-agent-assigned', 'assistant-request-returned-error']);

/** Who took the call: its agent, or why there is none (deleted since, or none on the number). */
export const callAgentLabel = (call: Pick<CallSummary, 'agentName' | 'endedReason'>) =>
  call.agentName ?? (call.endedReason && UNROUTED.has(call.endedReason) ? 'No agent' : 'Deleted agent');

export const endedReasonLabel = (reason: string | null | undefined) =>
  reason ? (ENDED_REASONS[reason] ?? reason.replace(/-/g, ' ')) : '—';

/** 0:00 style duration. */
export function formatDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
