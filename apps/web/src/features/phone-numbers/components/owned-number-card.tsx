import { Alert, Button, NativeSelect, Text, Title } from '@mantine/core';
import { phoneNumberLabel } from '@portal/shared/phone-numbers.plain';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { StatusMarker } from '../../../components/ui/status-marker';
import type { AgentOption } from '../../../lib/agents/get-agents';
import { agentChoices, useAssignment } from '../hooks/use-assignment';
import { ReleaseButton } from './release-button';
import { SyncErrorNote } from './sync-error-note';
import classes from './owned-numbers.module.css';

type Props = { number: PhoneNumber; agents: AgentOption[] };

/**
 * Whom the number answers for, as saved: the agent's name in green while calls reach it, else grey
 * (no agent, or the number not ready at the provider or the voice platform).
 */
function AnswersFor({ number, agents }: Props) {
  const agent = agents.find((option) => option.value === number.assignedAgentId);
  const answering = !!agent && number.status === 'active' && !number.syncError;
  return (
    <StatusMarker color={answering ? 'green' : 'gray'} className={classes.answers}>
      {answering ? (
        <span>
          Answers for <span className={classes.agentName}>{agent.label}</span>
        </span>
      ) : (
        'Not answering calls'
      )}
    </StatusMarker>
  );
}

/**
 * One owned number as a row of the list: the number and whom it answers for, the agent select
 * (Save shows once the choice differs from the saved one), and Release in red words, set apart at
 * the row's end (its last line on a phone), its filled red only in its dialog.
 */
export function OwnedNumberCard({ number, agents }: Props) {
  const assignment = useAssignment(number);
  const label = phoneNumberLabel(number);
  return (
    <li aria-label={label} className={classes.row}>
      <div className={classes.number}>
        <Title order={2} size="h4">
          {label}
        </Title>
        <AnswersFor number={number} agents={agents} />
      </div>
      <div className={classes.assign}>
        {/* The browser's own select: a phone opens its native picker, and the page carries no
            positioning engine for a dropdown. */}
        <NativeSelect
          label="Assigned agent"
          data={agentChoices(agents)}
          value={assignment.value}
          onChange={(event) => assignment.change(event.currentTarget.value)}
          disabled={assignment.saving}
          className={classes.select}
        />
        {(assignment.dirty || assignment.saving) && (
          <Button onClick={assignment.save} loading={assignment.saving}>
            Save
          </Button>
        )}
      </div>
      <div className={classes.release}>
        <ReleaseButton number={number} />
      </div>
      {(number.syncError || assignment.error || agents.length === 0) && (
        <div className={classes.notes}>
          {number.syncError && <SyncErrorNote number={number} />}
          {assignment.error && (
            <Alert color="red" variant="light" role="alert" title="The assignment was not saved">
              {assignment.error}
            </Alert>
          )}
          {agents.length === 0 && (
            <Text size="sm" c="dimmed">
              Create an agent first to have it answer this number.
            </Text>
          )}
        </div>
      )}
    </li>
  );
}
