import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DangerZone } from '../../../../components/ui/danger-zone';
import { paths } from '../../../../lib/paths';
import { useDeleteAgent } from '../../api/delete-agent';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';

/**
 * The hub's last card: Delete Agent, which cannot be undone, kept at the end of the page as a quiet
 * button, and asked again in a dialog before anything is deleted.
 */
export function HubDangerZone({ agent }: { agent: Agent }) {
  const [, navigate] = useLocation();
  const remove = useConfirmedDelete(useDeleteAgent(), () => {
    navigate(paths.agents);
    notifications.show({ message: `"${agent.agentName}" was deleted.` });
  });
  return (
    <DangerZone
      titleId="hub-danger-title"
      title="Delete this agent"
      description="Removes the agent and its voice assistant for good. This cannot be undone."
      actionLabel="Delete Agent"
      onAction={remove.open}
      padding="lg"
    >
      <ConfirmDialog
        opened={remove.opened}
        title="Delete Agent"
        confirmLabel="Delete Agent"
        busyLabel="Deleting..."
        busy={remove.busy}
        error={remove.error}
        danger
        onConfirm={() => remove.confirm(agent.id)}
        onClose={remove.close}
      >
        Permanently delete &quot;{agent.agentName}&quot; and its voice assistant? This cannot be undone.
      </ConfirmDialog>
    </DangerZone>
  );
}
