import { Card, Group, Stack, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { BackLink } from '../../../../components/ui/back-link';
import { AgentGate } from '../../../../components/agents/agent-gate';
import { DraftBar } from '../../../../components/agents/draft-bar';
import { paths } from '../../../../lib/paths';
import { HubActions } from './hub-actions';
import { HubDangerZone } from './hub-danger-zone';
import { HubGoLive } from './hub-go-live';
import { HubProfileCard } from './hub-profile-card';

const TITLE = 'Agent Hub';

/**
 * /agent/:agentId 'Agent Hub'. `tiles` are the ways into other features' pages for this agent
 * (the route composes them, as features do not import each other).
 */
export function AgentHubPage({ tiles }: { tiles?: (agent: Agent) => ReactNode }) {
  return (
    <AgentGate title={TITLE} loading="Loading agent..." loadError="Agent not found or could not be loaded.">
      {(agent) => (
        <Stack gap="lg">
          <BackLink to={paths.agents}>Back to Agents</BackLink>
          <Title order={1}>{TITLE}</Title>
          <DraftBar agent={agent} />
          {/* The picture beside the name at every width: on a phone the profile is one band, not a screen. */}
          <Card withBorder padding="lg" radius="md">
            <Group gap="lg" align="center" wrap="nowrap">
              <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={88} />
              <HubProfileCard agent={agent} />
            </Group>
          </Card>
          <HubActions agent={agent} />
          <HubGoLive agentId={agent.id} />
          {tiles?.(agent)}
          <HubDangerZone agent={agent} />
        </Stack>
      )}
    </AgentGate>
  );
}
