import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { BackLink } from '../../../../components/ui/back-link';
import { AgentGate } from '../../../../components/agents/agent-gate';
import { DraftBar } from '../../../../components/agents/draft-bar';
import { paths } from '../../../../lib/paths';
import { ProfileActions } from './profile-actions';
import { ProfileGoLive } from './profile-go-live';
import { ProfileProgress } from './profile-progress';
import { ProfileSection } from './profile-section';
import { PROFILE_SECTIONS } from './profile-sections';
import classes from './profile.module.css';

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
          <BackLink to={paths.agent(agent.id)}>Back to Hub</BackLink>
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <div className={classes.header}>
                <Group gap="lg" wrap="nowrap" miw={0}>
                  <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={72} />
                  <Stack gap={2} miw={0}>
                    <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                      {TITLE}
                    </Title>
                    <Text size="lg" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {agent.agentName}
                    </Text>
                  </Stack>
                </Group>
                <ProfileActions agent={agent} />
              </div>
              <ProfileProgress agent={agent} />
              <ProfileGoLive agentId={agent.id} />
            </Stack>
          </Card>
          <DraftBar agent={agent} />
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
