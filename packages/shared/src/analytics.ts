import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS } from './call-outcome.ts';
import { NO_OUTCOME_LABEL, type AnalyticsPeriod } from './analytics.plain.ts';

export * from './analytics.plain.ts';

/**
 * Call analytics: how many people called over the last 7, 30 or 90 days, for how long, what came
 * of their calls and when they call. Test calls made from the portal are left out: the owner wants
 * to see their real callers. A call belongs to the day and hour it was recorded, in the business's
 * time zone.
 */

const PERIOD_MESSAGE = 'period must be 7, 30 or 90 (days).';

export const analyticsQuerySchema = z.object({
  period: z
    .enum(['7', '30', '90'], { error: PERIOD_MESSAGE })
    .default('30')
    .transform((value) => Number(value) as AnalyticsPeriod)
    .describe('How many days to look back, today included: 7, 30 (the default) or 90.'),
  agentId: z
    .guid({ error: 'agentId must be the id of one of your agents.' })
    .optional()
    .describe("One agent's calls; all agents' calls when left out."),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The headline figures of a period. */
export const analyticsTotalsSchema = z.object({
  calls: z.number().int().min(0).describe('Calls in the period'),
  seconds: z.number().int().min(0).describe('Their total length'),
  minutes: z.number().int().min(0).describe('Their total length in whole minutes, rounded'),
  averageSeconds: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('The average length of the calls whose length is known, rounded; null without one'),
  booked: z.number().int().min(0).describe('Calls that booked an appointment'),
  withOutcome: z.number().int().min(0).describe('Calls whose agent reported an outcome'),
  bookingRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('booked / withOutcome (0 to 1); null when no call reported an outcome'),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsSchema = z.object({
  period: z.number().int().describe('The days looked back, today included'),
  agentId: uuidSchema.nullable().describe('The agent looked at; null for all agents'),
  start: timestampSchema.describe("The first day's start, in the zone"),
  end: timestampSchema.describe("The end of today, in the zone (the next day's start)"),
  timezone: z.object({
    id: z.string().describe('The IANA time zone the days and hours are counted in'),
    label: z.string().describe('How the zone reads for the owner'),
  }),
  totals: analyticsTotalsSchema,
  previous: analyticsTotalsSchema.describe('The same figures for the period of equal length just before'),
  days: z
    .array(
      z.object({
        date: z.iso.date().describe('The day in the zone'),
        calls: z.number().int().min(0),
        minutes: z.number().int().min(0),
      }),
    )
    .describe('Every day of the period, oldest first, days without calls included'),
  outcomes: z
    .array(
      z.object({
        kind: z.enum(CALL_OUTCOMES).nullable().describe('null: no outcome reported'),
        label: z.string(),
        calls: z.number().int().min(1),
      }),
    )
    .describe('What came of the calls, most frequent first; only outcomes that happened'),
  hours: z
    .array(z.array(z.number().int().min(0)).length(24))
    .length(7)
    .describe('Calls by weekday (Monday first) and hour of the day (0 to 23), in the zone'),
  versions: z
    .array(
      z.object({
        number: z.number().int().describe('The published version of the agent'),
        publishedAt: timestampSchema.nullable().describe('When callers started hearing it'),
        calls: z.number().int().min(1),
        outcomes: z
          .array(z.object({ kind: z.enum(CALL_OUTCOMES), calls: z.number().int().min(1) }))
          .describe('What came of its calls, in the order of CALL_OUTCOMES; only outcomes that happened'),
      }),
    )
    .describe(
      "One agent's calls of the period by the version that answered them, newest first, so the owner can compare outcomes before and after a change; empty for all agents, or before the agent's first version",
    ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** How an outcome reads in the breakdown; a call without one is named too. */
export const outcomeLabel = (kind: (typeof CALL_OUTCOMES)[number] | null) =>
  kind ? CALL_OUTCOME_LABELS[kind] : NO_OUTCOME_LABEL;
