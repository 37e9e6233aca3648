import { z } from 'zod';
import { CALL_OUTCOMES, REPORTED_OUTCOMES } from './call-outcome.plain.ts';

export * from './call-outcome.plain.ts';

/**
 * What happened on a call, as the agent reports it at the end: the voice platform's structured
 * output fills it on a real call (the model reads the descriptions), the sandbox's stand-in fills
 * it from what it did. Fields are optional rather than nullable because the platform's schema
 * language has no null.
 */

export const callOutcomeSchema = z.object({
  outcome: z
    .enum(CALL_OUTCOMES)
    .describe(
      "The main result: booked an appointment, moved (rescheduled) or cancelled one of the caller's appointments, took a message, handled an urgent matter, transferred the call, could not answer a question, answered everything asked, the caller hung up before anything was done, or the call was spam or a robocall.",
    ),
  unansweredQuestions: z
    .array(z.string().max(500))
    .max(20)
    .describe("Each question the caller asked that the agent could not answer from the business's information."),
  message: z
    .string()
    .max(2000)
    .optional()
    .describe('The message the caller left for the business, if any; a request to be called back is a message.'),
  urgent: z.boolean().describe('Whether the caller described one of the urgent situations.'),
  callerName: z.string().max(200).optional().describe("The caller's name, if given."),
  callerPhone: z.string().max(50).optional().describe("The caller's phone number, if given."),
  callerEmail: z.string().max(320).optional().describe("The caller's e-mail address, if given."),
  reason: z.string().max(500).optional().describe('Why the caller called, in a few words.'),
  collected: z
    .array(z.object({ item: z.string().max(200), value: z.string().max(1000) }))
    .max(30)
    .describe('Each piece of information the agent was told to collect, with what the caller said.'),
});
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

/** What the agent may report: every outcome but the portal's own (a blocked call has no agent). */
export const reportedOutcomeSchema = callOutcomeSchema.extend({
  outcome: z.enum(REPORTED_OUTCOMES).describe(callOutcomeSchema.shape.outcome.description ?? ''),
});

/** An outcome as reported, or null when it is missing or not one (the platform's model may err). */
export function readCallOutcome(value: unknown): CallOutcome | null {
  const parsed = reportedOutcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
