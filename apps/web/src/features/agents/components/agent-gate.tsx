import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAgent } from '../api/get-agent';
import { useRouteAgentId } from '../hooks/use-route-agent-id';

type AgentGateProps = {
  /** The page title, kept in every state so the page always names itself. */
  title: string;
  /** Shown when loading fails for a reason other than 'not found'. */
  loadError: string;
  children: (agent: Agent) => ReactNode;
};

const backToAgents = (
  <Anchor component={Link} to={paths.agents}>
    Back to My Agents
  </Anchor>
);

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * The states every agent page shares: an invalid id, loading, not found (another user's agent
 * included), a load failure, and a soft-deleted agent. Renders `children` with a live agent only.
 */
export function AgentGate({ title, loadError, children }: AgentGateProps) {
  const agentId = useRouteAgentId();
  if (!agentId)
    return (
      <Frame title={title}>
        <PageError title="Invalid Agent ID">This address does not name an agent. {backToAgents}</PageError>
      </Frame>
    );
  return (
    <AgentLoader agentId={agentId} title={title} loadError={loadError}>
      {children}
    </AgentLoader>
  );
}

function AgentLoader({ agentId, title, loadError, children }: AgentGateProps & { agentId: string }) {
  const agent = useAgent(agentId);
  if (agent.isPending)
    return (
      <Frame title={title}>
        <PageLoading label="Loading agent..." />
      </Frame>
    );
  if (agent.isError) {
    const notFound = agent.error instanceof ApiError && agent.error.status === 404;
    return (
      <Frame title={title}>
        <PageError title={notFound ? agent.error.message : loadError}>
          {!notFound && <Text size="sm">{agent.error.message} </Text>}
          {backToAgents}
        </PageError>
      </Frame>
    );
  }
  if (agent.data.isDeleted)
    return (
      <Frame title={title}>
        <Alert color="gray" variant="light" title={agent.data.agentName} role="status">
          This agent has been deleted. {backToAgents}
        </Alert>
      </Frame>
    );
  return children(agent.data);
}
