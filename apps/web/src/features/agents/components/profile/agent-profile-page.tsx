import { Card, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { BackLink } from '../../../../components/ui/back-link';
import { AgentGate } from '../../../../components/agents/agent-gate';
import { DraftBar } from '../../../../components/agents/draft-bar';
import { paths } from '../../../../lib/paths';
import { ProfileActions } from './profile-actions';
import { ProfileGoLive } from './profile-go-live';
import { ProfileJump } from './profile-jump';
import { ProfileProgress } from './profile-progress';
import { ProfileSection } from './profile-section';
import { PROFILE_SECTIONS } from './profile-sections';
import classes from './profile.module.css';

const TITLE = 'Agent Profile Overview';

/**
 * /agent/:agentId/profile: everything the agent knows, with its completion. The top is kept short
 * (title, actions, one card of where it stands) so the sections start on the first screen; below a
 * laptop's width a row of links above them leads to each one down the long column. `tiles`
 * are other features' panels about this agent (the route brings them in), after the sections.
 */
export function AgentProfilePage({ tiles }: { tiles?: (agent: Agent) => ReactNode }) {
  return (
    <AgentGate title={TITLE} loading="Loading agent..." loadError="Agent data could not be loaded.">
      {(agent) => (
        <Stack gap="lg">
          <BackLink to={paths.agent(agent.id)}>Back to Hub</BackLink>
          <div className={classes.header}>
            <div className={classes.who}>
              <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={56} />
              <div className={classes.titles}>
                <Title order={1}>{TITLE}</Title>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {agent.agentName}
                </Text>
              </div>
            </div>
            <ProfileActions agent={agent} />
          </div>
          <DraftBar agent={agent} />
          <Card withBorder padding="lg" radius="md" className={classes.summary}>
            <div className={classes.block}>
              <ProfileProgress agent={agent} />
            </div>
            <ProfileGoLive agentId={agent.id} />
          </Card>
          <ProfileJump />
          {PROFILE_SECTIONS.map((section) => (
            <ProfileSection key={section.tab} agent={agent} tab={section.tab} title={section.title} />
          ))}
          {tiles?.(agent)}
        </Stack>
      )}
    </AgentGate>
  );
}
