import { Stack, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ReactNode } from 'react';
import { BackLink } from '../../../../components/ui/back-link';
import { AgentGate } from '../../../../components/agents/agent-gate';
import { DraftBar } from '../../../../components/agents/draft-bar';
import { paths } from '../../../../lib/paths';
import { HubDangerZone } from './hub-danger-zone';
import { HubGoLive } from './hub-go-live';
import { HubProfileCard } from './hub-profile-card';
import classes from './hub.module.css';

const TITLE = 'Agent Hub';

/**
 * Other features' tiles about this agent (the route composes them, as features do not import each
 * other): `main` under the go-live card (the last calls), `side` in the narrower column (testing,
 * what callers asked).
 */
type HubTiles = { main?: ReactNode; side?: ReactNode };

/** /agent/:agentId 'Agent Hub'. */
export function AgentHubPage({ tiles }: { tiles?: (agent: Agent) => HubTiles }) {
  return (
    <AgentGate title={TITLE} loading="Loading agent..." loadError="Agent not found or could not be loaded.">
      {(agent) => {
        const { main, side } = tiles?.(agent) ?? {};
        return (
          <Stack gap="lg">
            <BackLink to={paths.agents}>Back to Agents</BackLink>
            <Title order={1}>{TITLE}</Title>
            <DraftBar agent={agent} />
            <HubProfileCard agent={agent} />
            {/* One column on a phone, in this order; two from a laptop's width (hub.module.css). */}
            <div className={classes.columns}>
              <div className={classes.column}>
                <HubGoLive agentId={agent.id} />
                {main}
              </div>
              <div className={classes.column}>
                {side}
                <HubDangerZone agent={agent} />
              </div>
            </div>
          </Stack>
        );
      }}
    </AgentGate>
  );
}
