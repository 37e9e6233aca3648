import { Text } from '@mantine/core';
import type { Scenario, ScenarioResult } from '@portal/shared/agents/scenarios';
import { StatusMarker, type MarkerColor } from '../../../components/ui/status-marker';
import classes from './scenarios.module.css';

const outcome = (result: ScenarioResult | null): [MarkerColor, string] =>
  !result ? ['gray', 'Not run'] : result.passed ? ['green', 'Passed'] : ['red', 'Failed'];

/**
 * The scenario's state at a glance, as the portal's other statuses are said (a dot and a word):
 * running, passed, failed, or not run since written. While the agent has a draft (`draft`), the
 * state is the draft's (the page says once, above the list, that runs test the draft), with the
 * result on what callers hear under it when there is one.
 */
export function ScenarioStatus({
  scenario,
  running,
  draft = false,
  hideNotRun = false,
}: {
  scenario: Scenario;
  running: boolean;
  draft?: boolean;
  /** The page already says that none has run: no row says it again. */
  hideNotRun?: boolean;
}) {
  const current = draft ? scenario.draftResult : scenario.lastResult;
  if (hideNotRun && !running && !current && !(draft && scenario.lastResult)) return null;
  const [color, text] = running ? (['blue', 'Running...'] as const) : outcome(current);
  return (
    <div className={classes.rowStatus}>
      <StatusMarker color={color} data-status>
        {text}
      </StatusMarker>
      {draft && scenario.lastResult && (
        <Text size="xs" c="dimmed">
          Live: {outcome(scenario.lastResult)[1]}
        </Text>
      )}
    </div>
  );
}
