import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { phoneNumberLabel } from '@portal/shared/phone-numbers.plain';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import type { AgentOption } from '../../../lib/agents/get-agents';
import { agentChoices, useAssignment } from '../hooks/use-assignment';
import { ReleaseButton } from './release-button';
import { SyncErrorNote } from './sync-error-note';

type Props = { number: PhoneNumber; agents: AgentOption[] };

/** One owned number: its label, agent assignment with Save, and Release. */
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
          <Button onClick={assignment.save} disabled={!assignment.dirty} loading={assignment.saving}>
            Save
          </Button>
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
