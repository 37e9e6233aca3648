import { Button, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconId from '~icons/tabler/id';
import IconPencil from '~icons/tabler/pencil';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { lazyOverlay } from '../../../../components/ui/lazy-overlay';
import { paths } from '../../../../lib/paths';
import classes from './config-header.module.css';

// The name's form and the avatar's upload load when first opened: most visits never open them
// (the Agent Name & Avatar card edits both too), so the page does not carry them.
const NameAvatarPanel = lazyOverlay(() => import('./name-avatar-panel').then((module) => module.NameAvatarPanel));

type ConfigHeaderProps = {
  agent: Agent;
  title: string;
  /** Under the title: the line naming the version callers hear, or the draft's strip (full width). */
  status: ReactNode;
};

/**
 * One line: the agent's picture, the page title of the open tab, and two quiet ways on (Edit
 * name & avatar, View Profile Overview), so the cards start near the top at every width. The
 * name, its save and the avatar upload open under it on demand.
 */
export function ConfigHeader({ agent, title, status }: ConfigHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const panelId = useId();
  const toggle = () => {
    setEditing((open) => !open);
    setEverOpened(true);
  };
  return (
    <div className={classes.header}>
      {/* The title names the agent: the small picture beside it is decoration. */}
      <div className={classes.thumb} aria-hidden>
        <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={48} />
      </div>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <div className={classes.actions}>
        <Button
          variant={editing ? 'light' : 'subtle'}
          size="compact-sm"
          aria-expanded={editing}
          // Points at the panel once it exists.
          aria-controls={everOpened ? panelId : undefined}
          onClick={toggle}
          leftSection={<IconPencil width={16} height={16} aria-hidden />}
        >
          Edit name & avatar
        </Button>
        <Button
          component={Link}
          to={paths.agentProfile(agent.id)}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconId width={16} height={16} aria-hidden />}
        >
          View Profile Overview
        </Button>
      </div>
      <NameAvatarPanel agent={agent} id={panelId} opened={editing} />
      <div className={classes.status}>{status}</div>
    </div>
  );
}
