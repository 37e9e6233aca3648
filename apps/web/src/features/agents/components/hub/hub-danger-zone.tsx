import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import IconTrash from '~icons/tabler/trash';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
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
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="hub-danger-title">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id="hub-danger-title">
            Delete this agent
          </Title>
          <Text size="sm" c="dimmed">
            Removes the agent and its voice assistant for good. This cannot be undone.
          </Text>
        </Stack>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={remove.open}
        >
          Delete Agent
        </Button>
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
    </Card>
  );
}
