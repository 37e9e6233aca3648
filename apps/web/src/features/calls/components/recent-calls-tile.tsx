import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { endedReasonLabel, formatDuration } from '@portal/shared/calls.plain';
import type { CallSummary } from '@portal/shared/calls';
import { useId } from 'react';
import { Link } from 'wouter';
import { FactLine } from '../../../components/ui/fact-line';
import { paths } from '../../../lib/paths';
import { useRecentCalls } from '../api/get-recent-calls';
import { formatZonedTime } from '../../../lib/zoned-time';
import { callerOf } from '../lib/format';
import classes from './recent-calls-tile.module.css';

function RecentCall({ call, timeZone }: { call: CallSummary; timeZone: string }) {
  const started = formatZonedTime(call.startedAt ?? call.createdAt, timeZone);
  const caller = callerOf(call);
  return (
    <li className={classes.call}>
      {/* Named with the time too: several test calls would otherwise be links of one name. */}
      <Anchor component={Link} to={paths.call(call.id)} fw={600} size="sm" aria-label={`${caller}, ${started}`}>
        {caller}
      </Anchor>
      <Text size="sm" c="dimmed" component="div">
        <FactLine facts={[started, formatDuration(call.durationSeconds), endedReasonLabel(call.endedReason)]} />
      </Text>
    </li>
  );
}

function Calls({ agentId, timeZone }: { agentId: string; timeZone: string }) {
  const calls = useRecentCalls(agentId);
  if (calls.isPending)
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    );
  if (calls.isError) return <Text size="sm">The last calls could not be loaded: {calls.error.message}</Text>;
  if (calls.data.length === 0) return <Text size="sm">No calls yet</Text>;
  return (
    <ul className={classes.list}>
      {calls.data.map((call) => (
        <RecentCall key={call.id} call={call} timeZone={timeZone} />
      ))}
    </ul>
  );
}

/**
 * The agent hub's last five calls, each opening its call page, and the way to the whole history.
 * Times are the business's (the agent's zone, named), as on Home.
 */
export function RecentCallsTile({ agentId, timeZone }: { agentId: string; timeZone: string }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            Last calls
          </Title>
          <Anchor component={Link} to={paths.agentCalls(agentId)} size="sm">
            Full call history
          </Anchor>
        </Group>
        <Calls agentId={agentId} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}
