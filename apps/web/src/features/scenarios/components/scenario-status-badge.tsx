import { Badge, Stack, Text } from '@mantine/core';
import type { Scenario, ScenarioResult } from '@portal/shared/agents/scenarios';

const outcome = (result: ScenarioResult | null) =>
  !result
    ? (['gray', 'Not run'] as const)
    : result.passed
      ? (['green', 'Passed'] as const)
      : (['red', 'Failed'] as const);

/**
 * The scenario's state at a glance: running, passed, failed, or not run since written. While the
 * agent has a draft (`draft`), the state is the draft's (the page says once, above the cards,
 * that runs test the draft), with the result on what callers hear under it when there is one.
 */
export function ScenarioStatusBadge({
  scenario,
  running,
  draft = false,
  hideNotRun = false,
}: {
  scenario: Scenario;
  running: boolean;
  draft?: boolean;
  /** The list already says that none has run: no badge says it again. */
  hideNotRun?: boolean;
}) {
  const current = draft ? scenario.draftResult : scenario.lastResult;
  if (hideNotRun && !running && !current && !(draft && scenario.lastResult)) return null;
  const [color, text] = running ? (['blue', 'Running...'] as const) : outcome(current);
  const badge = (
    <Badge color={color} variant="light" size="md" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
  if (!draft || !scenario.lastResult) return badge;
  return (
    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
      {badge}
      <Text size="xs" c="dimmed">
        Live: {outcome(scenario.lastResult)[1]}
      </Text>
    </Stack>
  );
}
