import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AgentGoLive, GoLiveItemKey } from '@portal/shared/go-live';
import type { ReactNode } from 'react';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { LiveStatePill } from '../../../../components/go-live/live-pill';
import { AgentChecklist } from '../checklist/agent-checklist';
import { useAgentGoLive } from '../../../../lib/go-live/get-agent-go-live';
import { paths } from '../../../../lib/paths';
import classes from './hub.module.css';

/** A connection as a settings row: what it is, where it stands, and a quiet way to it that opens the whole row. */
function Connection({ label, value, to, action }: { label: string; value: ReactNode; to: string; action: string }) {
  return (
    <div className={classes.connection}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} className={classes.connectionValue}>
        <span>{value}</span>{' '}
        <Anchor component={Link} to={to} size="sm" className={classes.quietLink}>
          {action}
          <IconChevronRight width={14} height={14} aria-hidden />
        </Anchor>
      </Text>
    </div>
  );
}

/**
 * The number and the calendar as facts while they are there. A missing one is said once: by its
 * checklist item, with the way to fix it, when the checklist has one; else by its row.
 */
function Connections({ goLive }: { goLive: AgentGoLive }) {
  const listedOpen = (key: GoLiveItemKey) => goLive.checklist.some((item) => item.key === key && item.state !== 'met');
  const showNumber = !!goLive.number || !listedOpen('phoneNumber');
  const showCalendar = goLive.calendar.connected || !listedOpen('calendar');
  if (!showNumber && !showCalendar) return null;
  return (
    <dl className={classes.connections}>
      {showNumber && (
        <Connection
          label="Phone number"
          value={goLive.number ? goLive.number.display : 'No phone number'}
          to={paths.phoneNumbers}
          action={goLive.number ? 'Manage numbers' : 'Get a phone number'}
        />
      )}
      {showCalendar && (
        <Connection
          label="Google Calendar"
          value={
            goLive.calendar.connected
              ? `Connected as ${goLive.calendar.email ?? 'your Google account'}`
              : 'Not connected'
          }
          to={paths.calendar}
          action={goLive.calendar.connected ? 'Manage calendar' : 'Connect'}
        />
      )}
    </dl>
  );
}

function Body({ goLive, agentId }: { goLive: ReturnType<typeof useAgentGoLive>; agentId: string }) {
  if (goLive.isPending)
    return (
      <>
        <Skeleton height={80} aria-hidden />
        <Skeleton height={120} aria-hidden />
      </>
    );
  if (goLive.isError)
    return <Text size="sm">Whether this agent answers calls could not be read: {goLive.error.message}</Text>;
  return (
    <>
      <Connections goLive={goLive.data} />
      <AgentChecklist agentId={agentId} items={goLive.data.checklist} />
    </>
  );
}

/**
 * The hub's answer to 'does it take calls?': its state in the words every page uses, beside the
 * card's title; the number and calendar as rows while there is something to say of them; then the
 * checklist.
 */
export function HubGoLive({ agentId }: { agentId: string }) {
  const goLive = useAgentGoLive(agentId);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="hub-go-live-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="hub-go-live-title">
            Answering calls
          </Title>
          {goLive.isPending ? (
            <Skeleton height={26} width={140} radius="xl" aria-hidden />
          ) : (
            goLive.data && <LiveStatePill state={goLive.data.status.state} />
          )}
        </Group>
        <Body goLive={goLive} agentId={agentId} />
      </Stack>
    </Card>
  );
}
