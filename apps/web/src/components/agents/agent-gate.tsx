import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAgent } from '../../lib/agents/get-agent';
import { useRouteAgentId } from '../../lib/agents/use-route-agent-id';
import { paths } from '../../lib/paths';
import { PageError, PageLoading } from '../ui/page-state';

type AgentGateProps = {
  /** The page title, kept in every state so the page always names itself. */
  title: string;
  /** Said while the agent loads. */
  loading: string;
  /** The error panel's title when loading fails; the server's reason follows it. */
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
 * The states every page of one agent shares: an invalid id, loading, a load failure (another
 * user's agent is 'not found'), and a soft-deleted agent. Renders `children` with a live agent only.
 */
export function AgentGate({ title, ...rest }: AgentGateProps) {
  const agentId = useRouteAgentId();
  if (!agentId)
    return (
      <Frame title={title}>
        <PageError title="Invalid Agent ID.">This address does not name an agent. {backToAgents}</PageError>
      </Frame>
    );
  return <AgentLoader agentId={agentId} title={title} {...rest} />;
}

function AgentLoader({ agentId, title, loading, loadError, children }: AgentGateProps & { agentId: string }) {
  const agent = useAgent(agentId);
  if (agent.isPending)
    return (
      <Frame title={title}>
        <PageLoading label={loading} />
      </Frame>
    );
  if (agent.isError)
    return (
      <Frame title={title}>
        <PageError title={loadError}>
          <Text size="sm">{agent.error.message} </Text>
          {backToAgents}
        </PageError>
      </Frame>
    );
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
