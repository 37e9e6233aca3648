import { Alert, Button, Text } from '@mantine/core';
import type { AgentListItem } from '@portal/shared/agents/agent';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import { useSyncAgent } from '../../lib/agents/sync-agent';

/** How a retry ended, for the page to announce in its own way (a toast, a page message). */
export type SyncOutcome = { ok: boolean; title: string | null; text: string };

type SyncAlertProps = {
  agent: Pick<AgentListItem, 'id' | 'vapiAgentId' | 'syncError'>;
  onOutcome: (outcome: SyncOutcome) => void;
};

/**
 * The agent's edits are saved but its voice-platform assistant is missing or out of date (the
 * database is the source of truth): say so and offer to push it again.
 */
export function SyncAlert({ agent, onOutcome }: SyncAlertProps) {
  const sync = useSyncAgent();
  const retry = () =>
    sync.mutate(agent.id, {
      onSuccess: ({ error }) =>
        onOutcome(
          error
            ? { ok: false, title: 'Still not call-enabled', text: error }
            : { ok: true, title: null, text: 'The voice assistant is up to date.' },
        ),
      onError: (error) => onOutcome({ ok: false, title: 'Retry failed', text: error.message }),
    });
  return (
    <Alert
      color="yellow"
      variant="light"
      w="100%"
      icon={<IconAlertTriangle width={18} height={18} aria-hidden />}
      title={agent.vapiAgentId ? 'Voice assistant not updated' : 'Not call-enabled'}
    >
      <Text size="sm">{agent.syncError}</Text>
      <Button size="compact-sm" variant="white" color="yellow.9" mt="xs" onClick={retry} disabled={sync.isPending}>
        {sync.isPending ? 'Retrying...' : 'Retry'}
      </Button>
    </Alert>
  );
}
