import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { phoneNumberLabel } from '@portal/shared/phone-numbers.plain';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import type { AgentOption } from '../../../lib/agents/get-agents';
import { agentChoices, useAssignment } from '../hooks/use-assignment';
import { ReleaseButton } from './release-button';
import { SyncErrorNote } from './sync-error-note';

type Props = { number: PhoneNumber; agents: AgentOption[] };

/**
 * Whom the number answers for, as saved: the agent's name in green while calls reach it, else grey
 * (no agent, or the number not ready at the provider or the voice platform).
 */
function AnswersFor({ number, agents }: Props) {
  const agent = agents.find((option) => option.value === number.assignedAgentId);
  const answering = !!agent && number.status === 'active' && !number.syncError;
  return (
    <Badge
      color={answering ? 'green' : 'gray'}
      variant="light"
      size="lg"
      style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    >
      {answering ? `Answers for ${agent.label}` : 'Not answering calls'}
    </Badge>
  );
}

/**
 * One owned number: its label, whom it answers for, the agent select (Save shows once the choice
 * differs from the saved one) and Release.
 */
export function OwnedNumberCard({ number, agents }: Props) {
  const assignment = useAssignment(number);
  const label = phoneNumberLabel(number);
  return (
    <Card withBorder radius="md" padding="lg" component="li" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {label}
          </Title>
          <ReleaseButton number={number} />
        </Group>
        <AnswersFor number={number} agents={agents} />
        {number.syncError && <SyncErrorNote number={number} />}
        <Group align="flex-end" gap="sm" wrap="wrap">
          {/* The browser's own select: a phone opens its native picker, and the page carries no
              positioning engine for a dropdown. */}
          <NativeSelect
            label="Assigned agent"
            data={agentChoices(agents)}
            value={assignment.value}
            onChange={(event) => assignment.change(event.currentTarget.value)}
            disabled={assignment.saving}
            w={{ base: '100%', xs: 280 }}
          />
          {(assignment.dirty || assignment.saving) && (
            <Button onClick={assignment.save} loading={assignment.saving}>
              Save
            </Button>
          )}
        </Group>
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
      </Stack>
    </Card>
  );
}
