import { useDisclosure } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { deletionErrorMessage } from '../components/action-errors';

/** A delete behind a confirm dialog: opens, runs the mutation, keeps the error in the dialog. */
export function useConfirmedDelete<T>(mutation: UseMutationResult<T, Error, string>, onDeleted: () => void) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = (agentId: string) =>
    mutation.mutate(agentId, {
      onSuccess: () => {
        close();
        onDeleted();
      },
    });
  return {
    opened,
    open: () => {
      mutation.reset();
      open();
    },
    close: () => {
      if (!mutation.isPending) close();
    },
    confirm,
    busy: mutation.isPending,
    error: mutation.isError ? deletionErrorMessage(mutation.error) : null,
  };
}
