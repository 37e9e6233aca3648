import {
  summariseScenarioList,
  type Scenario,
  type ScenarioList,
  type ScenarioResult,
} from '@portal/shared/agents/scenarios';

export const AGENT_ID = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b7c1a40';

let count = 0;

/** A scenario as the server answers it, not run yet. */
export function scenarioFixture(overrides: Partial<Scenario> = {}): Scenario {
  count += 1;
  return {
    id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    agentId: AGENT_ID,
    title: `Scenario ${count}`,
    callerTurns: ['Hi, I would like to book a cleaning.'],
    expectations: [{ kind: 'booked' }],
    origin: 'proposed',
    callAt: null,
    transfersUnanswered: false,
    lastResult: null,
    draftResult: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/** A result where every expectation of `scenario` passed, or those named in `failed` failed. */
export function resultFor(
  scenario: Pick<Scenario, 'expectations'>,
  { failed = [], ranAt = '2026-11-26T15:04:00.000Z' }: { failed?: string[]; ranAt?: string } = {},
): ScenarioResult {
  const expectations = scenario.expectations.map((expectation) => {
    const passed = !failed.includes(expectation.kind);
    return {
      expectation,
      passed,
      reason: passed ? `Reason ${expectation.kind} passed.` : `Reason ${expectation.kind} failed.`,
    };
  });
  return {
    passed: expectations.every((item) => item.passed),
    expectations,
    transcript: [
      { speaker: 'caller', text: 'Hi, I would like to book a cleaning.' },
      { speaker: 'tool', text: 'Checked the calendar: Tuesday 10:00 AM is free.' },
      { speaker: 'agent', text: 'Tuesday at 10 works. Shall I book it?' },
    ],
    error: null,
    durationMs: 3200,
    ranAt,
  };
}

/**
 * The list as the server answers it; `draft`: the agent has a draft, which runs test;
 * `suggestionsMissing`: how many suggestions for the agent the list lacks.
 */
export const listOf = (scenarios: Scenario[], { draft = false, suggestionsMissing = 0 } = {}): ScenarioList => ({
  scenarios,
  ...summariseScenarioList(scenarios, draft),
  suggestionsMissing,
});

/** The parts of the agent the scenarios page reads. */
export const agentJson = (overrides: Record<string, unknown> = {}) => ({
  id: AGENT_ID,
  agentName: 'Bright Smile',
  isDeleted: false,
  timezone: 'America/Chicago',
  ...overrides,
});
