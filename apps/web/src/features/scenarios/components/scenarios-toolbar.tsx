import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { SCENARIO_LIMITS } from '@portal/shared/agents/scenarios.plain';
import type { ScenarioSummary } from '@portal/shared/agents/scenarios';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconPlus from '~icons/tabler/plus';
import IconSparkles from '~icons/tabler/sparkles';
import { Fragment, type ReactNode } from 'react';
import { DRAFT_RUNS_NOTE, pageSummaryText, summaryText } from '../lib/format';
import classes from './scenarios.module.css';

type ScenariosToolbarProps = {
  summary: ScenarioSummary;
  /** The results on the agent's draft; null when it has none. */
  draftSummary: ScenarioSummary | null;
  /** What the list tests, by job ('4 on appointments, 1 on messages'). */
  coverage: string;
  /** Offers to add the suggestions for the agent the list lacks; false when none would come in. */
  offerSuggestions: boolean;
  running: boolean;
  addingSuggested: boolean;
  /** Shown under the buttons: Run all's progress. */
  status: ReactNode;
  onRunAll: () => void;
  onAdd: () => void;
  onAddSuggested: () => void;
};

/**
 * The latest results together, and the page's actions. While the agent has a draft, runs test it:
 * the page says so, and the draft's results lead, with those on what callers hear under them.
 */
export function ScenariosToolbar(props: ScenariosToolbarProps) {
  const {
    summary,
    draftSummary,
    coverage,
    offerSuggestions,
    running,
    addingSuggested,
    status,
    onRunAll,
    onAdd,
    onAddSuggested,
  } = props;
  const full = summary.total >= SCENARIO_LIMITS.perAgent;
  return (
    <Card withBorder radius="md" className={classes.card}>
      <Stack gap="md">
        <div className={classes.toolbarRow}>
          {/* The results lead (the draft's while there is one, with those on what callers hear and
            why under them, quieter); then what the list covers, said before any run too. From
            768 px the actions sit at the line's end. */}
          <Stack gap={6}>
            <Text size="lg" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {draftSummary ? `Draft: ${pageSummaryText(draftSummary)}` : pageSummaryText(summary)}
            </Text>
            {draftSummary && (
              <Text size="sm" c="dimmed">
                {DRAFT_RUNS_NOTE}
              </Text>
            )}
            {draftSummary && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Live: {summaryText(summary)}
              </Text>
            )}
            {coverage && (
              <Text size="sm" c="dimmed">
                {/* A line breaks between the jobs, never inside one ('1 on questions'). */}
                {coverage.split(', ').map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 && ', '}
                    <span className={classes.unbroken}>{part}</span>
                  </Fragment>
                ))}
              </Text>
            )}
          </Stack>
          <Group gap="sm" className={classes.toolbarActions}>
            <Button
              leftSection={<IconPlayerPlay width={16} height={16} aria-hidden />}
              disabled={running || summary.total === 0}
              onClick={onRunAll}
            >
              Run all
            </Button>
            <Button
              variant="default"
              leftSection={<IconPlus width={16} height={16} aria-hidden />}
              disabled={full}
              onClick={onAdd}
            >
              Add scenario
            </Button>
            {offerSuggestions && (
              <Button
                variant="light"
                leftSection={<IconSparkles width={16} height={16} aria-hidden />}
                loading={addingSuggested}
                disabled={full}
                onClick={onAddSuggested}
              >
                Add suggested scenarios
              </Button>
            )}
          </Group>
        </div>
        {full && (
          <Text size="sm" c="dimmed">
            An agent can have {SCENARIO_LIMITS.perAgent} scenarios. Delete one to add another.
          </Text>
        )}
        {status}
      </Stack>
    </Card>
  );
}
