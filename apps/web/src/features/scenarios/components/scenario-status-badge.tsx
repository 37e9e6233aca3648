import { Badge } from '@mantine/core';
import type { Scenario } from '@portal/shared/agents/scenarios';

/** The scenario's state at a glance: running, passed, failed, or not run since written. */
export function ScenarioStatusBadge({ scenario, running }: { scenario: Scenario; running: boolean }) {
  const [color, text] = running
    ? ['blue', 'Running...']
    : !scenario.lastResult
      ? ['gray', 'Not run']
      : scenario.lastResult.passed
        ? ['green', 'Passed']
        : ['red', 'Failed'];
  return (
    <Badge color={color} variant="light" size="lg" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}
