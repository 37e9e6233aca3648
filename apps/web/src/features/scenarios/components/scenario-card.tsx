import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { describeCallAt, TRANSFERS_UNANSWERED_LABEL } from '@portal/shared/agents/scenarios.plain';
import type { Scenario } from '@portal/shared/agents/scenarios';
import IconChevronRight from '~icons/tabler/chevron-right';
import IconPencil from '~icons/tabler/pencil';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconTrash from '~icons/tabler/trash';
import { useId } from 'react';
import { StatusMarker } from '../../../components/ui/status-marker';
import { expectationText } from '../lib/expectation-text';
import { ExpectationChecklist } from './expectation-checklist';
import { ScenarioResultDetails } from './scenario-result-details';
import { ScenarioStatus } from './scenario-status';
import classes from './scenarios.module.css';
import { WholeNumbers } from './whole-numbers';

type ScenarioCardProps = {
  scenario: Scenario;
  agentName: string;
  /** The agent's zone, in which a call's time is read. */
  timezone: string;
  /** The agent has a draft: runs test it, and the row shows the draft's result. */
  draft: boolean;
  /** Some scenarios are the owner's own: this one says it is suggested (else the list says it once). */
  tagSuggested: boolean;
  /** Some scenarios have run: this one says it has not (else the page says it once). */
  tagNotRun: boolean;
  /** Its conversation, checks and actions are shown. */
  open: boolean;
  onToggle: () => void;
  running: boolean;
  /** Another run is under way: this row's actions wait for it. */
  busy: boolean;
  /** The last run request failed (the server could not be reached, or refused). */
  runError: string | undefined;
  onRun: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One scenario as a row of the list: its name, what it checks and its state on one line, which
 * opens on demand to what the caller says, the checks with the last outcome, and its actions.
 */
export function ScenarioCard(props: ScenarioCardProps) {
  const { scenario, draft, tagSuggested, tagNotRun, open, onToggle, running, runError } = props;
  const titleId = useId();
  const panelId = useId();
  return (
    <article aria-labelledby={titleId} className={classes.row} data-open={open || undefined}>
      <div className={classes.rowHead}>
        {/* The whole line is the disclosure's target (its button stretches over it); the name is
            the heading a screen reader's list of headings shows. */}
        <h2 className={classes.rowTitle}>
          <button
            type="button"
            className={`${classes.toggle} mantine-focus-auto`}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={onToggle}
          >
            <IconChevronRight width={16} height={16} aria-hidden className={classes.chevron} />
            <span id={titleId}>{scenario.title}</span>
          </button>
        </h2>
        <Text size="sm" c="dimmed" className={classes.checks}>
          {/* Where it came from, said as quietly as a card's suggested value is. */}
          {tagSuggested && scenario.origin === 'proposed' && (
            <StatusMarker color="blue" className={classes.origin}>
              Suggested
            </StatusMarker>
          )}
          {/* The checks are past-tense outcomes ('Booked an appointment'): the lead-in, as in the
              open row, says they are what a run must find, not what it found. */}
          <span className={classes.checksLabel}>Passes if: </span>
          {scenario.expectations.map(expectationText).join(' · ')}
        </Text>
        <ScenarioStatus scenario={scenario} running={running} draft={draft} hideNotRun={!tagNotRun} />
      </div>
      {runError && (
        <Alert color="red" variant="light" role="alert" title="This run did not finish" className={classes.rowAlert}>
          {runError}
        </Alert>
      )}
      {open && <ScenarioDetails {...props} id={panelId} />}
    </article>
  );
}

/** The open row: the call's setting, the caller's lines beside the checks, the last run, the actions. */
function ScenarioDetails({
  id,
  scenario,
  agentName,
  timezone,
  draft,
  running,
  busy,
  onRun,
  onEdit,
  onDelete,
}: ScenarioCardProps & { id: string }) {
  const result = draft ? scenario.draftResult : scenario.lastResult;
  // The buttons' names say which scenario, for lists of buttons read out of context.
  const named = (verb: string) => ({ 'aria-label': `${verb} ${scenario.title}`, children: verb });
  // The call's conditions, when set: quiet, first, as the setting of the conversation.
  const conditions = [
    scenario.callAt && describeCallAt(scenario.callAt, timezone),
    scenario.transfersUnanswered && TRANSFERS_UNANSWERED_LABEL,
  ].filter(Boolean);
  return (
    <Stack gap="sm" id={id} className={classes.details}>
      {conditions.length > 0 && (
        <Text size="sm" c="dimmed">
          {conditions.join(' · ')}
        </Text>
      )}
      {/* What the caller says and what passes, side by side on a wide screen: the row reads as a
          line of a test plan rather than a tall page of its own. */}
      <div className={classes.body}>
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            The caller says
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {scenario.callerTurns.map((turn, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                “<WholeNumbers text={turn} />”
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={4}>
          {/* The checks read as past-tense outcomes ('Booked an appointment within the rules'), so
              the lead-in makes each line a sentence. */}
          <Text size="sm" fw={600} c="dimmed">
            Passes if the agent
          </Text>
          <ExpectationChecklist expectations={scenario.expectations} results={result?.expectations ?? null} />
        </Stack>
      </div>
      {result && <ScenarioResultDetails result={result} agentName={agentName} />}
      {/* Run all is the page's loud control; a row's own actions stay quiet, Delete quietest: a
          grey bin set apart at the end, red only under the pointer. */}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlayerPlay width={16} height={16} aria-hidden />}
          loading={running}
          disabled={busy && !running}
          onClick={onRun}
          {...named('Run')}
        />
        <Button
          variant="subtle"
          leftSection={<IconPencil width={16} height={16} aria-hidden />}
          disabled={busy}
          onClick={onEdit}
          {...named('Edit')}
        />
        <Button
          variant="subtle"
          color="gray"
          ml="auto"
          px={9}
          className={classes.delete}
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${scenario.title}`}
          title="Delete"
        >
          <IconTrash width={18} height={18} aria-hidden />
        </Button>
      </Group>
    </Stack>
  );
}
