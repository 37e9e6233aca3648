import { z } from 'zod';
import { timestampSchema, uuidSchema } from '../api.ts';
import { isCalendarDate } from './closures.plain.ts';
import { TIME_OF_DAY } from './hours.plain.ts';
import {
  CALL_AT_ON_INVALID,
  CALL_AT_ON_REQUIRED,
  CALL_AT_TIME_INVALID,
  CALL_AT_TIME_REQUIRED,
  isWeekday,
  SCENARIO_LIMITS,
} from './scenarios.plain.ts';

// The scenarios' schemas; their plain values are in scenarios.plain.ts (no zod), re-exported here.
export * from './scenarios.plain.ts';

/**
 * Test scenarios: a caller's script of a few turns and what the agent must do in that
 * conversation. The portal proposes them from what the agent is set up to do; the owner edits
 * them, adds their own and runs them all as text conversations with the agent's real assistant.
 */

const text = z.string().trim().min(1, 'Enter the text to look for.').max(200);

export const expectationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booked') }).strict(),
  z.object({ kind: z.literal('found_appointment') }).strict(),
  z.object({ kind: z.literal('rescheduled') }).strict(),
  z.object({ kind: z.literal('cancelled') }).strict(),
  z.object({ kind: z.literal('transferred') }).strict(),
  z.object({ kind: z.literal('not_transferred') }).strict(),
  z.object({ kind: z.literal('urgent_message') }).strict(),
  z.object({ kind: z.literal('message_taken') }).strict(),
  z.object({ kind: z.literal('mentions'), text }).strict(),
  z.object({ kind: z.literal('not_mentions'), text }).strict(),
  z.object({ kind: z.literal('collected_fields') }).strict(),
  z.object({ kind: z.literal('ended_politely') }).strict(),
]);
export type Expectation = z.infer<typeof expectationSchema>;

/** A day a scenario's call may be set on: a day of the week, or a real date (YYYY-MM-DD). */
const isCallDay = (on: string) => isWeekday(on) || isCalendarDate(on);

/**
 * When the call happens, in the agent's business zone: on a day of the week (the next one after
 * the day of the run that is not a closed date) or on a date, at a time. Without it the call
 * happens when the scenario runs.
 */
export const callAtSchema = z
  .object({
    on: z
      .string()
      .min(1, { error: CALL_AT_ON_REQUIRED, abort: true })
      .refine(isCallDay, { error: CALL_AT_ON_INVALID })
      .describe('A day of the week (Mon to Sun) or a date (YYYY-MM-DD).'),
    time: z
      .string()
      .min(1, { error: CALL_AT_TIME_REQUIRED, abort: true })
      .regex(TIME_OF_DAY, { error: CALL_AT_TIME_INVALID })
      .describe('HH:MM, 24-hour.'),
  })
  .strict();
export type CallAt = z.infer<typeof callAtSchema>;

/**
 * What the owner writes: a title, the caller's turns in order, the expectations, and the
 * conditions of the call (when it happens; whether anyone answers the agent's transfers).
 */
export const scenarioInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the scenario a title.').max(SCENARIO_LIMITS.title),
    callerTurns: z
      .array(z.string().trim().min(1, 'A caller turn cannot be empty.').max(SCENARIO_LIMITS.turnLength))
      .min(1, 'Add at least one thing the caller says.')
      .max(SCENARIO_LIMITS.turns),
    expectations: z
      .array(expectationSchema)
      .min(1, 'Choose at least one expectation.')
      .max(SCENARIO_LIMITS.expectations),
    callAt: callAtSchema
      .nullable()
      .optional()
      .describe('When the call happens; null is whenever it runs. Left out of an edit, it stays as it was.'),
    transfersUnanswered: z
      .boolean()
      .optional()
      .describe(
        'Nobody answers when the agent transfers: the agent is told so and the caller goes on. Left out of an edit, it stays as it was.',
      ),
  })
  .strict();
export type ScenarioInput = z.infer<typeof scenarioInputSchema>;

/** One line of a scenario's conversation as it ran. */
export const scenarioLineSchema = z.object({
  speaker: z.enum(['caller', 'agent', 'tool']),
  text: z.string(),
});
export type ScenarioLine = z.infer<typeof scenarioLineSchema>;

export const expectationResultSchema = z.object({
  expectation: expectationSchema,
  passed: z.boolean(),
  /** Why it passed or failed, in words the owner understands. */
  reason: z.string(),
});
export type ExpectationResult = z.infer<typeof expectationResultSchema>;

export const scenarioResultSchema = z.object({
  passed: z.boolean(),
  expectations: z.array(expectationResultSchema),
  transcript: z.array(scenarioLineSchema),
  /** The conversation failed to run (the voice platform refused or was unreachable). */
  error: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  ranAt: timestampSchema,
});
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;

export const scenarioSchema = scenarioInputSchema.extend({
  callAt: callAtSchema.nullable().describe('When the call happens; null is whenever it runs.'),
  transfersUnanswered: z.boolean().describe('Nobody answers when the agent transfers.'),
  id: uuidSchema,
  agentId: uuidSchema,
  /** Proposed by the portal from the agent's set-up, or written by the owner. */
  origin: z.enum(['proposed', 'owner']),
  lastResult: scenarioResultSchema
    .nullable()
    .describe('The latest run on what callers hear (a run on the draft becomes this when it is published).'),
  draftResult: scenarioResultSchema
    .nullable()
    .describe("The latest run on the agent's draft (its changes not published yet); null without a draft."),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** The latest results together: how many scenarios passed, of how many, and when the last ran. */
export const scenarioSummarySchema = z.object({
  passed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Scenarios never run since they were written or last edited. */
  notRun: z.number().int().nonnegative(),
  lastRanAt: timestampSchema.nullable(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

export const scenarioListSchema = z.object({
  scenarios: z.array(scenarioSchema),
  summary: scenarioSummarySchema.describe('The results on what callers hear.'),
  draftSummary: scenarioSummarySchema
    .nullable()
    .describe("The results on the agent's draft, which runs test while it has one; null without a draft."),
  suggestionsMissing: z
    .number()
    .int()
    .nonnegative()
    .describe('How many scenarios suggested for the agent as it is now are not on the list (by title).'),
});
export type ScenarioList = z.infer<typeof scenarioListSchema>;
