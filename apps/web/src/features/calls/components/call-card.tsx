import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { callAgentLabel, endedReasonLabel, formatDuration, type CallSummary } from '@portal/shared/calls';
import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../lib/format';

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

/** One call of the history: agent, caller, start, duration, how it ended, summary. */
export function CallCard({ call }: { call: CallSummary }) {
  const started = formatDateTime(call.startedAt ?? call.createdAt, call.agentTimezone);
  const agent = callAgentLabel(call);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`${agent}, ${started}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {agent}
          </Title>
          <Badge variant="light" color="gray">
            {endedReasonLabel(call.endedReason)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Fact label="Caller" value={callerOf(call)} />
          <Fact label="Started" value={started} />
          <Fact label="Duration" value={formatDuration(call.durationSeconds)} />
        </SimpleGrid>
        <Text size="sm" lineClamp={3}>
          {call.summary || 'No summary.'}
        </Text>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={paths.call(call.id)}
            variant="light"
            size="xs"
            aria-label={`View call: ${agent}, ${started}`}
          >
            View call
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
