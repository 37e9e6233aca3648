import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import IconCopy from '~icons/tabler/copy';
import IconSettings from '~icons/tabler/settings';
import IconTrash from '~icons/tabler/trash';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { paths } from '../../../../lib/paths';
import { useSoftDeleteAgent } from '../../api/soft-delete-agent';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { useDuplicateAgentFlow } from '../../hooks/use-duplicate-agent-flow';
import classes from './profile.module.css';

/**
 * Configure (the page's one filled button), Duplicate, and Delete (soft: hidden from lists, data
 * kept) as a quiet red button that asks first. Back to Hub is the link above the page.
 */
export function ProfileActions({ agent }: { agent: Agent }) {
  const duplicate = useDuplicateAgentFlow(paths.agentProfile);
  // The page re-reads the agent and then says 'This agent has been deleted.'
  const remove = useConfirmedDelete(useSoftDeleteAgent(), () =>
    notifications.show({ message: `"${agent.agentName}" was deleted.` }),
  );
  return (
    <>
      <div className={classes.actions}>
        <Button
          component={Link}
          to={paths.agentConfigure(agent.id)}
          leftSection={<IconSettings width={16} height={16} aria-hidden />}
        >
          Configure
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy width={16} height={16} aria-hidden />}
          onClick={() => duplicate.run(agent.id)}
          disabled={duplicate.pending}
        >
          {duplicate.pending ? 'Duplicating...' : 'Duplicate'}
        </Button>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={remove.open}
        >
          Delete
        </Button>
      </div>
      <ConfirmDialog
        opened={remove.opened}
        title="Delete Agent"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
        error={remove.error}
        danger
        onConfirm={() => remove.confirm(agent.id)}
        onClose={remove.close}
      >
        Delete &quot;{agent.agentName}&quot;? It will no longer appear in your agents.
      </ConfirmDialog>
    </>
  );
}
