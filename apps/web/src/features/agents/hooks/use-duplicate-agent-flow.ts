import { notifications } from '@mantine/notifications';
import { useLocation } from 'wouter';
import { useDuplicateAgent } from '../api/duplicate-agent';
import { duplicationErrorMessage } from '../components/action-errors';

/** Duplicates an agent, announces the copy and opens `destination(copyId)`; failures become a notification. */
export function useDuplicateAgentFlow(destination: (agentId: string) => string) {
  const [, navigate] = useLocation();
  const duplicate = useDuplicateAgent();
  const run = (agentId: string) =>
    duplicate.mutate(agentId, {
      onSuccess: ({ agent, warning }) => {
        navigate(destination(agent.id));
        notifications.show({ color: 'green', title: 'Agent duplicated', message: `Created "${agent.agentName}".` });
        if (warning) notifications.show({ color: 'yellow', message: warning, autoClose: false });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Duplication failed', message: duplicationErrorMessage(error) }),
    });
  return { run, pending: duplicate.isPending };
}
