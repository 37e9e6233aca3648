import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import { callAgentLabel, endedReasonLabel, formatDuration } from '@portal/shared/calls.plain';
import type { CallSummary } from '@portal/shared/calls';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../lib/format';
import { HandledNote } from './handled-note';
import { MarkHandledButton } from './mark-handled-button';

/** Who called: the number as people write it, or the browser for a test call. */
export const callerOf = (call: Pick<CallSummary, 'customerNumber' | 'type'>) =>
  call.customerNumber
    ? formatPhoneNumber(call.customerNumber)
    : call.type === 'webCall'
      ? 'Browser test call'
      : 'Unknown caller';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** What the agent reported happened (nothing when it reported nothing). */
function OutcomeBadges({ call }: { call: CallSummary }) {
  return (
    <Group gap={6}>
      {call.urgent && call.outcomeKind !== 'urgent' && (
        <Badge color="red" variant="light">
          Urgent
        </Badge>
      )}
      {call.outcomeKind && (
        <Badge variant="light" color={call.outcomeKind === 'urgent' ? 'red' : 'blue'}>
          {CALL_OUTCOME_LABELS[call.outcomeKind]}
        </Badge>
      )}
    </Group>
  );
}

/** One call of the history: agent, caller, start, duration, outcome, the caller's message, summary. */
export function CallCard({ call }: { call: CallSummary }) {
  const started = formatDateTime(call.startedAt ?? call.createdAt, call.agentTimezone);
  const agent = callAgentLabel(call);
  const callLabel = `${agent}, ${started}`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={callLabel}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {agent}
          </Title>
          <OutcomeBadges call={call} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Fact label="Caller" value={callerOf(call)} />
          <Fact label="Started" value={started} />
          <Fact label="Duration" value={formatDuration(call.durationSeconds)} />
          <Fact label="Ended" value={endedReasonLabel(call.endedReason)} />
        </SimpleGrid>
        {call.message && (
          <Text size="sm" fw={500} lineClamp={3}>
            Message: {call.message}
          </Text>
        )}
        <Text size="sm" lineClamp={3}>
          {call.summary || 'No summary.'}
        </Text>
        <HandledNote call={call} />
        <Group justify="flex-end" gap="xs">
          {call.needsAttention && <MarkHandledButton callId={call.id} handled={false} callLabel={callLabel} />}
          <Button
            component={Link}
            to={paths.call(call.id)}
            variant="light"
            size="xs"
            aria-label={`View call: ${callLabel}`}
          >
            View call
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
