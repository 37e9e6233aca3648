import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageError } from '../../../components/ui/page-state';
import { useCockpit } from '../../../lib/go-live/get-cockpit';
import { AgentCockpitCard } from './agent-cockpit-card';
import { CockpitSkeleton } from './cockpit-skeleton';
import { FirstAgent } from './first-agent';
import { LiveAlerts } from './live-alerts';
import { UsageStrip } from './usage-strip';

/** Home's cockpit: alerts, this period's usage and one card per agent, all from GET /api/cockpit. */
export function Cockpit() {
  const cockpit = useCockpit();
  if (cockpit.isPending) return <CockpitSkeleton />;
  if (cockpit.isError)
    return (
      <PageError title="Could not load your agents">
        <Stack gap="xs" align="flex-start">
          {cockpit.error.message}
          <Button variant="default" onClick={() => void cockpit.refetch()} loading={cockpit.isFetching}>
            Retry
          </Button>
        </Stack>
      </PageError>
    );
  const { agents, alerts, usage } = cockpit.data;
  if (agents.length === 0) return <FirstAgent />;
  return (
    <Stack gap="lg">
      <LiveAlerts alerts={alerts} agents={agents} />
      <UsageStrip usage={usage} />
      <Stack gap="sm" component="section" aria-labelledby="cockpit-agents-title">
        <Title order={2} size="h3" id="cockpit-agents-title">
          Your agents
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {agents.map((agent) => (
            <AgentCockpitCard key={agent.agentId} agent={agent} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
