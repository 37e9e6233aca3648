import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { describeCallAt, TRANSFERS_UNANSWERED_LABEL } from '@portal/shared/agents/scenarios.plain';
import type { Scenario } from '@portal/shared/agents/scenarios';
import IconPencil from '~icons/tabler/pencil';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconTrash from '~icons/tabler/trash';
import { useId } from 'react';
import { StatusMarker } from '../../../components/ui/status-marker';
import { ExpectationChecklist } from './expectation-checklist';
import { ScenarioResultDetails } from './scenario-result-details';
import { ScenarioStatusBadge } from './scenario-status-badge';
import classes from './scenarios.module.css';

type ScenarioCardProps = {
  scenario: Scenario;
  agentName: string;
  /** The agent's zone, in which a call's time is read. */
  timezone: string;
  /** The agent has a draft: runs test it, and the card shows the draft's result. */
  draft: boolean;
  /** Some cards are the owner's own: this one says it is suggested (else the list says it once). */
  tagSuggested: boolean;
  /** Some scenarios have run: this one says it has not (else the list says it once). */
  tagNotRun: boolean;
  running: boolean;
  /** Another run is under way: this card's actions wait for it. */
  busy: boolean;
  /** The last run request failed (the server could not be reached, or refused). */
  runError: string | undefined;
  onRun: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One scenario: what the caller says, what the agent must do with the last outcome, and its actions. */
export function ScenarioCard({
  scenario,
  agentName,
  timezone,
  draft,
  tagSuggested,
  tagNotRun,
  running,
  busy,
  runError,
  onRun,
  onEdit,
  onDelete,
}: ScenarioCardProps) {
  const titleId = useId();
  const result = draft ? scenario.draftResult : scenario.lastResult;
  // The buttons' names say which scenario, for lists of buttons read out of context.
  const named = (verb: string) => ({ 'aria-label': `${verb} ${scenario.title}`, children: verb });
  // The call's conditions, when set: quiet, under the title, as the setting of the conversation.
  const conditions = [
    scenario.callAt && describeCallAt(scenario.callAt, timezone),
    scenario.transfersUnanswered && TRANSFERS_UNANSWERED_LABEL,
  ].filter(Boolean);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {scenario.title}
            </Title>
            {/* Where it came from, said as quietly as a card's suggested value is. */}
            {tagSuggested && scenario.origin === 'proposed' && <StatusMarker color="blue">Suggested</StatusMarker>}
          </Group>
          <ScenarioStatusBadge scenario={scenario} running={running} draft={draft} hideNotRun={!tagNotRun} />
        </Group>
        {conditions.length > 0 && (
          <Text size="sm" c="dimmed" mt={-6}>
            {conditions.join(' · ')}
          </Text>
        )}
        {/* What the caller says and what passes, side by side on a wide screen: the card reads as
            a line of a test plan rather than a tall page of its own. */}
        <div className={classes.body}>
          <Stack gap={4}>
            <Text size="sm" fw={600} c="dimmed">
              The caller says
            </Text>
            <List type="ordered" size="sm" spacing={4}>
              {scenario.callerTurns.map((turn, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  “{turn}”
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
        {runError && (
          <Alert color="red" variant="light" role="alert" title="This run did not finish">
            {runError}
          </Alert>
        )}
        {result && <ScenarioResultDetails result={result} agentName={agentName} />}
        {/* Run all is the page's loud control; a card's own actions stay quiet, Delete quietest:
            a grey bin set apart at the end, red only under the pointer. */}
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
    </Card>
  );
}
