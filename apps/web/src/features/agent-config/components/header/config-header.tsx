import { Button, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconHistory from '~icons/tabler/history';
import IconId from '~icons/tabler/id';
import IconPencil from '~icons/tabler/pencil';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { lazyOverlay } from '../../../../components/ui/lazy-overlay';
import { paths } from '../../../../lib/paths';
import classes from './config-header.module.css';

// The name's form and the avatar's upload load when first opened: most visits never open them
// (the Agent Name & Avatar card edits both too), so the page does not carry them.
const NameAvatarPanel = lazyOverlay(() => import('./name-avatar-panel').then((module) => module.NameAvatarPanel));

/**
 * The agent's picture and the page title of the open tab, with one line of quiet ways on under
 * it, all alike: the version callers hear (to the history; a draft's strip says it instead), Edit
 * name & avatar and View Profile Overview. The name, its save and the avatar upload open under it
 * on demand.
 */
export function ConfigHeader({ agent, title }: { agent: Agent; title: string }) {
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
        {agent.draftChanges === 0 && agent.publishedVersion !== null && (
          <Button
            component={Link}
            to={paths.agentVersions(agent.id)}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconHistory width={16} height={16} aria-hidden />}
          >
            Callers hear version {agent.publishedVersion}
          </Button>
        )}
        <Button
          variant="subtle"
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
    </div>
  );
}
