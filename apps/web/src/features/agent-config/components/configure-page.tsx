import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useConfigAgent } from '../api/get-agent';
import { PageMessagesProvider } from '../hooks/page-messages';
import { ConfigureView } from './configure-view';

const TITLE = 'Agent Configuration';

const backToAgents = (
  <Anchor component={Link} to={paths.agents}>
    Back to My Agents
  </Anchor>
);

function Frame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{TITLE}</Title>
      {children}
    </Stack>
  );
}

/** /agent/:agentId/configure: every card of Personality, Brain and Responsibilities (spec section 2). */
export function AgentConfigurePage() {
  const agentId = useParams().agentId?.trim();
  if (!agentId || agentId === 'new')
    return (
      <Frame>
        <PageError title="Invalid Agent ID.">This address does not name an agent. {backToAgents}</PageError>
      </Frame>
    );
  return <AgentLoader agentId={agentId} />;
}

function AgentLoader({ agentId }: { agentId: string }) {
  const agent = useConfigAgent(agentId);
  if (agent.isPending)
    return (
      <Frame>
        <PageLoading label="Loading Agent Configuration..." />
      </Frame>
    );
  if (agent.isError)
    return (
      <Frame>
        <PageError title="Could not load agent data.">
          <Text size="sm">{agent.error.message}</Text>
          {backToAgents}
        </PageError>
      </Frame>
    );
  if (agent.data.isDeleted)
    return (
      <Frame>
        <Alert color="gray" variant="light" title={agent.data.agentName} role="status">
          This agent has been deleted. {backToAgents}
        </Alert>
      </Frame>
    );
  return (
    <PageMessagesProvider>
      <ConfigureView agent={agent.data} />
    </PageMessagesProvider>
  );
}
