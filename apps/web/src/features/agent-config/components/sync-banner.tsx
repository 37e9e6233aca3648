import { Alert, Button, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRetrySync } from '../api/sync-agent';
import { usePageMessages } from '../hooks/page-messages';

/**
 * The agent's edits are saved but its voice-platform assistant is missing or out of date
 * (DESIGN.md section 4): say so and offer to push it again.
 */
export function SyncBanner({ agent }: { agent: Agent }) {
  const sync = useRetrySync(agent.id);
  const messages = usePageMessages();
  const retry = () =>
    sync.mutate(undefined, {
      onSuccess: ({ error }) =>
        messages.show(
          error
            ? { kind: 'error', text: `Still not call-enabled: ${error}` }
            : { kind: 'success', text: 'The voice assistant is up to date.' },
        ),
      onError: (error) => messages.show({ kind: 'error', text: `Retry failed: ${error.message}` }),
    });
  return (
    <Alert
      color="yellow"
      variant="light"
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
