import { notifications } from '@mantine/notifications';
import { useAddProposals } from '../api/add-proposals';

/** Adds the suggested scenarios the list lacks and says how many came in. */
export function useSuggestedScenarios(agentId: string, countBefore: number) {
  const add = useAddProposals(agentId);
  const run = () =>
    add.mutate(undefined, {
      onSuccess: ({ scenarios }) => {
        const added = scenarios.length - countBefore;
        notifications.show({
          message:
            added > 0
              ? `Added ${added} suggested ${added === 1 ? 'scenario' : 'scenarios'}.`
              : 'Every suggested scenario is already in your list.',
        });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Suggested scenarios were not added', message: error.message }),
    });
  return { run, pending: add.isPending };
}
