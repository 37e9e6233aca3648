import { Button, Card, Group, Stack, Title } from '@mantine/core';
import IconId from '~icons/tabler/id';
import IconLayoutDashboard from '~icons/tabler/layout-dashboard';
import IconSettings from '~icons/tabler/settings';
import type { AgentListItem } from '@portal/shared/agents/agent';
import type { AgentGoLive } from '@portal/shared/go-live';
import { notifications } from '@mantine/notifications';
import { Link } from 'wouter';
import { SyncAlert, type SyncOutcome } from '../../../../components/agents/sync-alert';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { paths } from '../../../../lib/paths';
import { TalkButton } from '../talk-button';
import { AgentLiveLine } from './agent-live-line';
import classes from './agent-grid.module.css';

const toast = ({ ok, title, text }: SyncOutcome) =>
  notifications.show({ color: ok ? 'green' : 'red', title, message: text });

type AgentCardProps = {
  agent: AgentListItem;
  /** The agent's live state from the cockpit; undefined while it loads or when it failed. */
  goLive?: AgentGoLive;
  goLiveLoading?: boolean;
};

/**
 * One agent of the grid: avatar, name, live state, then one loud control. Talk is the filled
 * button (the one thing done on the card itself; green because it starts a call), Update the light
 * one beside it, and the ways to the Agent Hub and the Profile Overview quiet links under them.
 */
export function AgentCard({ agent, goLive, goLiveLoading = false }: AgentCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={agent.agentName}>
      <Stack align="center" gap="sm" h="100%">
        <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={72} />
        <Title order={2} size="h4" ta="center" lineClamp={2}>
          {agent.agentName}
        </Title>
        <AgentLiveLine goLive={goLive} loading={goLiveLoading} />
        {agent.syncError && <SyncAlert agent={agent} onOutcome={toast} />}
        <Stack gap={6} w="100%" mt="auto" pt={4}>
          <Group grow gap="xs">
            <Button
              component={Link}
              to={paths.agentConfigure(agent.id)}
              variant="light"
              leftSection={<IconSettings width={16} height={16} aria-hidden />}
            >
              Update
            </Button>
            <TalkButton agent={agent} />
          </Group>
          <Group gap={4} justify="center" wrap="wrap" className={classes.links}>
            <Button
              component={Link}
              to={paths.agent(agent.id)}
              variant="subtle"
              leftSection={<IconLayoutDashboard width={16} height={16} aria-hidden />}
            >
              Agent Hub
            </Button>
            <Button
              component={Link}
              to={paths.agentProfile(agent.id)}
              variant="subtle"
              leftSection={<IconId width={16} height={16} aria-hidden />}
            >
              Profile Overview
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
