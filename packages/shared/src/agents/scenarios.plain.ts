import type { Scenario, ScenarioList, ScenarioSummary } from './scenarios.ts';

// Test scenarios' plain values, without their schemas (scenarios.ts holds those and re-exports this
// file): the scenarios page and the configuration page's proposals use them before, or without,
// loading the validation library.

export const EXPECTATION_KINDS = [
  'booked',
  'transferred',
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
  transferred: 'Transferred to the forwarding number',
  urgent_message: 'Took a message marked urgent',
  message_taken: 'Took a message for the team',
  mentions: 'Mentioned a text',
  not_mentions: 'Did not mention a text',
  collected_fields: 'Collected the required fields',
  ended_politely: 'Ended politely',
};

export const SCENARIO_LIMITS = { turns: 8, turnLength: 500, expectations: 10, title: 80, perAgent: 30 } as const;

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
