import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AgentListItem } from '@portal/shared/agents/agent';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSyncAgent } from '../../api/sync-agent';

/**
 * The agent's data is saved but its voice-platform assistant is missing or out of date
 * (DESIGN.md section 4): say so and offer to push it again.
 */
export function SyncNote({ agent }: { agent: Pick<AgentListItem, 'id' | 'vapiAgentId' | 'syncError'> }) {
  const sync = useSyncAgent();
  const retry = () =>
    sync.mutate(agent.id, {
      onSuccess: ({ error }) =>
        notifications.show(
          error
            ? { color: 'red', title: 'Still not call-enabled', message: error }
            : { color: 'green', message: 'The voice assistant is up to date.' },
        ),
      onError: (error) => notifications.show({ color: 'red', title: 'Retry failed', message: error.message }),
    });
  return (
    <Alert
      color="yellow"
      variant="light"
      w="100%"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={agent.vapiAgentId ? 'Voice assistant not updated' : 'Not call-enabled'}
    >
      <Text size="sm">{agent.syncError}</Text>
      <Button size="compact-sm" variant="white" color="yellow.9" mt="xs" onClick={retry} disabled={sync.isPending}>
        {sync.isPending ? 'Retrying...' : 'Retry'}
      </Button>
    </Alert>
  );
}
