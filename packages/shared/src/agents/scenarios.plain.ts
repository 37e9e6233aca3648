import { shortDate } from './closures.plain.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from './options.plain.ts';
import type { CallAt, Scenario, ScenarioList, ScenarioSummary } from './scenarios.ts';

// Test scenarios' plain values, without their schemas (scenarios.ts holds those and re-exports this
// file): the scenarios page and the configuration page's proposals use them before, or without,
// loading the validation library.

export const EXPECTATION_KINDS = [
  'booked',
  'found_appointment',
  'rescheduled',
  'cancelled',
  'transferred',
  'not_transferred',
  'urgent_message',
  'message_taken',
  'mentions',
  'not_mentions',
  'collected_fields',
  'ended_politely',
] as const;
export type ExpectationKind = (typeof EXPECTATION_KINDS)[number];

/** How each expectation reads in the list the owner picks from. */
export const EXPECTATION_LABELS: Record<ExpectationKind, string> = {
  booked: 'Booked an appointment within the rules',
  found_appointment: "Read back the caller's appointment",
  rescheduled: 'Moved an appointment within the rules',
  cancelled: 'Cancelled an appointment',
  transferred: 'Transferred to the forwarding number',
  not_transferred: 'Did not transfer the call',
  urgent_message: 'Took a message marked urgent',
  message_taken: 'Took a message for the team',
  mentions: 'Mentioned a text',
  not_mentions: 'Did not mention a text',
  collected_fields: 'Collected the required fields',
  ended_politely: 'Ended politely',
};

export const SCENARIO_LIMITS = { turns: 8, turnLength: 500, expectations: 10, title: 80, perAgent: 30 } as const;

// --- When the call happens ----------------------------------------------------------------

export const CALL_AT_ON_REQUIRED = 'Choose the day or the date of the call.';
export const CALL_AT_ON_INVALID = 'Use a day of the week (Mon to Sun) or a real date like 2026-11-26.';
export const CALL_AT_TIME_REQUIRED = 'Enter the time of the call.';
export const CALL_AT_TIME_INVALID = 'Use a 24-hour time like 09:30 or 21:00.';

export const isWeekday = (on: string): on is Weekday => (WEEKDAYS as readonly string[]).includes(on);

/** "21:00" -> "9:00 PM", "09:30" -> "9:30 AM", "00:15" -> "12:15 AM". */
export function clockTime(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * When a scenario's call happens, as its card says it: "Called Monday at 9:00 PM
 * (America/Chicago)" or "Called Nov 26, 2026 at 10:00 AM (America/Chicago)". The zone is the
 * agent's, in which the time is read.
 */
export function describeCallAt(callAt: CallAt, timezone: string): string {
  const day = isWeekday(callAt.on) ? WEEKDAY_NAMES[callAt.on] : shortDate(callAt.on);
  return `Called ${day} at ${clockTime(callAt.time)} (${timezone})`;
}

/** How a scenario where nobody answers the agent's transfers reads on its card and in the editor. */
export const TRANSFERS_UNANSWERED_LABEL = 'Nobody answers a transfer';

/** Which results a summary counts: those on what callers hear, or those on the draft. */
type ResultKind = 'lastResult' | 'draftResult';

function summariseScenarios(scenarios: Pick<Scenario, ResultKind>[], kind: ResultKind): ScenarioSummary {
  const results = scenarios.map((scenario) => scenario[kind]).filter((result) => result !== null);
  const lastRanAt =
    results
      .map((result) => result.ranAt)
      .sort()
      .at(-1) ?? null;
  return {
    passed: results.filter((result) => result.passed).length,
    total: scenarios.length,
    notRun: scenarios.length - results.length,
    lastRanAt,
  };
}

/**
 * The list's two summaries: on what callers hear, and, while the agent has a draft (which runs
 * then test), on the draft.
 */
export const summariseScenarioList = (
  scenarios: Scenario[],
  hasDraft: boolean,
): Pick<ScenarioList, 'summary' | 'draftSummary'> => ({
  summary: summariseScenarios(scenarios, 'lastResult'),
  draftSummary: hasDraft ? summariseScenarios(scenarios, 'draftResult') : null,
});
