import { Anchor, Card, Flex, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LivePill } from '../../../../components/go-live/live-pill';
import { AgentChecklist } from '../checklist/agent-checklist';
import { useAgentGoLive } from '../../../../lib/go-live/get-agent-go-live';
import { paths } from '../../../../lib/paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Connections({ goLive }: { goLive: AgentGoLive }) {
  return (
    <Flex component="dl" rowGap="xs" columnGap="xl" wrap="wrap" align="flex-start" m={0}>
      <Fact label="Phone number">
        {goLive.number ? goLive.number.display : 'No phone number'}{' '}
        <Anchor component={Link} to={paths.phoneNumbers} size="sm">
          {goLive.number ? 'Manage numbers' : 'Get a phone number'}
        </Anchor>
      </Fact>
      <Fact label="Google Calendar">
        {goLive.calendar.connected ? `Connected as ${goLive.calendar.email ?? 'your Google account'}` : 'Not connected'}{' '}
        <Anchor component={Link} to={paths.calendar} size="sm">
          {goLive.calendar.connected ? 'Manage calendar' : 'Connect'}
        </Anchor>
      </Fact>
    </Flex>
  );
}

function Body({ agentId }: { agentId: string }) {
  const goLive = useAgentGoLive(agentId);
  if (goLive.isPending)
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={26} width={220} radius="xl" />
        <Skeleton height={40} width="70%" />
        <Skeleton height={60} />
      </Stack>
    );
  if (goLive.isError)
    return <Text size="sm">Whether this agent answers calls could not be read: {goLive.error.message}</Text>;
  return (
    <Stack gap="md">
      <LivePill status={goLive.data.status} />
      <Connections goLive={goLive.data} />
      <AgentChecklist agentId={agentId} items={goLive.data.checklist} />
    </Stack>
  );
}

/** The hub's answer to 'does it take calls?': the live pill, its number and calendar, and the checklist. */
export function HubGoLive({ agentId }: { agentId: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="hub-go-live-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="hub-go-live-title">
          Answering calls
        </Title>
        <Body agentId={agentId} />
      </Stack>
    </Card>
  );
}
