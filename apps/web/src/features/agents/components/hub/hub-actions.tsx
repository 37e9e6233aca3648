import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import IconArrowLeft from '~icons/tabler/arrow-left';
import IconCopy from '~icons/tabler/copy';
import IconHistory from '~icons/tabler/history';
import IconSchool from '~icons/tabler/school';
import IconTrash from '~icons/tabler/trash';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { paths } from '../../../../lib/paths';
import { useDeleteAgent } from '../../api/delete-agent';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { useDuplicateAgentFlow } from '../../hooks/use-duplicate-agent-flow';
import { TalkButton } from '../talk-button';

/** Train, talk, back, clone (a real duplicate) and permanent delete. */
export function HubActions({ agent }: { agent: Agent }) {
  const [, navigate] = useLocation();
  const clone = useDuplicateAgentFlow(paths.agent);
  const remove = useConfirmedDelete(useDeleteAgent(), () => {
    navigate(paths.agents);
    notifications.show({ message: `"${agent.agentName}" was deleted.` });
  });
  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          component={Link}
          to={paths.agentConfigure(agent.id)}
          size="md"
          leftSection={<IconSchool width={18} height={18} aria-hidden />}
        >
          Train Your Agent
        </Button>
        <TalkButton agent={agent} label="Talk Now" size="md" />
      </Group>
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.agents}
            variant="subtle"
            leftSection={<IconArrowLeft width={16} height={16} aria-hidden />}
          >
            Back to Agents
          </Button>
          <Button
            component={Link}
            to={`${paths.calls}?agentId=${encodeURIComponent(agent.id)}`}
            variant="subtle"
            leftSection={<IconHistory width={16} height={16} aria-hidden />}
          >
            Call history
          </Button>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCopy width={16} height={16} aria-hidden />}
            onClick={() => clone.run(agent.id)}
            disabled={clone.pending}
          >
            {clone.pending ? 'Cloning...' : 'Clone'}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash width={16} height={16} aria-hidden />}
            onClick={remove.open}
          >
            Delete Agent
          </Button>
        </Group>
      </Group>
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
    </Stack>
  );
}
