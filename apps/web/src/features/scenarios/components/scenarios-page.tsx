import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '../../../components/ui/back-link';
import { PageError } from '../../../components/ui/page-state';
import { useAgent } from '../../../lib/agents/get-agent';
import { useRouteAgentId } from '../../../lib/agents/use-route-agent-id';
import { paths } from '../../../lib/paths';
import { useScenarios } from '../api/get-scenarios';
import { ScenariosSkeleton } from './scenarios-skeleton';
import { ScenariosView } from './scenarios-view';

const backToAgents = (
  <Anchor component={Link} to={paths.agents}>
    Back to My Agents
  </Anchor>
);

/**
 * /agent/:agentId/scenarios: the owner checks, before going live, that the agent does each job it
 * was set up for. The heading and explanation show at once; the agent and its scenarios load
 * together behind a skeleton of the same size.
 */
export function ScenariosPage() {
  const agentId = useRouteAgentId();
  return (
    <Stack gap="lg">
      <BackLink to={agentId ? paths.agent(agentId) : paths.agents}>
        {agentId ? 'Back to Hub' : 'Back to My Agents'}
      </BackLink>
      <Stack gap="xs">
        <Title order={1}>Test scenarios</Title>
        <Text maw={720}>
          Each scenario is a short conversation with your agent. Runs check availability in your calendar but book
          nothing, and are not counted as calls.
        </Text>
      </Stack>
      {agentId ? (
        <ScenariosContent agentId={agentId} />
      ) : (
        <PageError title="Invalid Agent ID.">This address does not name an agent. {backToAgents}</PageError>
      )}
    </Stack>
  );
}

function ScenariosContent({ agentId }: { agentId: string }): ReactNode {
  const agent = useAgent(agentId);
  const scenarios = useScenarios(agentId, agent.data ? agent.data.draftChanges > 0 : undefined);
  if (agent.isError)
    return (
      <PageError title="Agent not found or could not be loaded.">
        <Text size="sm">{agent.error.message} </Text>
        {backToAgents}
      </PageError>
    );
  if (agent.data?.isDeleted)
    return (
      <Alert color="gray" variant="light" title={agent.data.agentName} role="status">
        This agent has been deleted. {backToAgents}
      </Alert>
    );
  if (scenarios.isError)
    return (
      <PageError title="The scenarios could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{scenarios.error.message}</Text>
          <Button variant="default" size="xs" loading={scenarios.isFetching} onClick={() => void scenarios.refetch()}>
            Try again
          </Button>
        </Stack>
      </PageError>
    );
  if (!agent.data || !scenarios.data) return <ScenariosSkeleton />;
  return <ScenariosView agent={agent.data} list={scenarios.data} />;
}
