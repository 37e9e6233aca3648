import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { AgentGate } from '../../../../components/agents/agent-gate';
import { ProfileActions } from './profile-actions';
import { ProfileGoLive } from './profile-go-live';
import { ProfileProgress } from './profile-progress';
import { ProfileSection } from './profile-section';
import { PROFILE_SECTIONS } from './profile-sections';

const TITLE = 'Agent Profile Overview';

/**
 * /agent/:agentId/profile: everything the agent knows, with its completion. `tiles` are other
 * features' panels about this agent (the route brings them in), shown before the sections.
 */
export function AgentProfilePage({ tiles }: { tiles?: (agent: Agent) => ReactNode }) {
  return (
    <AgentGate title={TITLE} loading="Loading agent..." loadError="Agent data could not be loaded.">
      {(agent) => (
        <Stack gap="lg">
          <ProfileActions agent={agent} />
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <Group gap="lg" wrap="nowrap">
                <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={88} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                    {TITLE}
                  </Title>
                  <Text size="lg" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {agent.agentName}
                  </Text>
                </Stack>
              </Group>
              <ProfileProgress agent={agent} />
              <ProfileGoLive agentId={agent.id} />
            </Stack>
          </Card>
          {tiles?.(agent)}
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {PROFILE_SECTIONS.map((section) => (
              <ProfileSection key={section.tab} agent={agent} tab={section.tab} title={section.title} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </AgentGate>
  );
}
