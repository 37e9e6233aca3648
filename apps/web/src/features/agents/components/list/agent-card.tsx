import { Anchor, Button, Card, Title } from '@mantine/core';
import IconChevronRight from '~icons/tabler/chevron-right';
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
 * One agent of the grid, every card in the same rows so a row of cards lines up: avatar and name
 * (the way to its Agent Hub, as a record's name is in a list), its status and number, then the
 * card's actions at its foot. Update is the one tinted button, what an owner
 * comes here for; Talk a plain one beside it (its green phone still says it starts a call), and
 * the Profile Overview a quiet link under them.
 */
export function AgentCard({ agent, goLive, goLiveLoading = false }: AgentCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={agent.agentName} className={classes.card}>
      <div className={classes.head}>
        <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={40} />
        <div className={classes.who}>
          <Title order={2} size="h4" lineClamp={2}>
            <Anchor component={Link} to={paths.agent(agent.id)} c="inherit" className={classes.nameLink}>
              {agent.agentName}
              <IconChevronRight width={16} height={16} aria-hidden className={classes.chevron} />
            </Anchor>
          </Title>
        </div>
      </div>
      <AgentLiveLine goLive={goLive} loading={goLiveLoading} />
      {agent.syncError && <SyncAlert agent={agent} onOutcome={toast} />}
      <div className={classes.actions}>
        <Button
          component={Link}
          to={paths.agentConfigure(agent.id)}
          leftSection={<IconSettings width={16} height={16} aria-hidden />}
        >
          Update
        </Button>
        <TalkButton agent={agent} variant="default" />
      </div>
      <Anchor component={Link} to={paths.agentProfile(agent.id)} size="sm" fw={500} className={classes.profileLink}>
        Profile Overview
      </Anchor>
    </Card>
  );
}
