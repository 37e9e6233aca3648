import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BlockedCaller, BlockResult } from '@portal/shared/blocked-callers';
import { ownerMessage } from '../../lib/api-client';
import { useUnblockCaller } from './block-list-changes';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';

// The toasts of blocking from the inbox's rows: the row does not change, so the toast says what
// was done, and offers Undo while it shows.

const NOT_CHANGED = 'The block list could not be changed. Try again.';
const UNDO_WINDOW_MS = 8000;

/** The blocked toast's body: the sentence, Undo, and why Undo failed when it did. */
function BlockedMessage({
  entry,
  warning,
  toastId,
}: {
  entry: BlockedCaller;
  warning: string | null;
  toastId: string;
}) {
  const unblock = useUnblockCaller();
  const undo = () =>
    unblock.mutateAsync(entry.id).then(
      // The same toast says it is undone.
      () => notifications.update({ id: toastId, ...unblockedToast(entry.number) }),
      () => undefined,
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">Calls from {formatPhoneNumber(entry.number)} are blocked.</Text>
        <Button size="compact-sm" variant="default" miw="max-content" onClick={undo} loading={unblock.isPending}>
          Undo
        </Button>
      </Group>
      {warning && (
        <Text size="sm" c="dimmed">
          {warning}
        </Text>
      )}
      {unblock.isError && (
        <Text size="sm" c="red.9">
          {ownerMessage(unblock.error, NOT_CHANGED)}
        </Text>
      )}
    </Stack>
  );
}

/** Says the caller is blocked, with Undo (and the platform's delay when there is one). */
export function showBlockedToast(result: BlockResult) {
  const id = `blocked-${result.blockedCaller.id}`;
  notifications.show({
    id,
    color: result.warning ? 'yellow' : 'green',
    autoClose: UNDO_WINDOW_MS,
    message: <BlockedMessage entry={result.blockedCaller} warning={result.warning} toastId={id} />,
  });
}

const unblockedToast = (number: string) => ({
  color: 'gray',
  autoClose: 4000,
  message: `Calls from ${formatPhoneNumber(number)} are answered again.`,
});

export const showUnblockedToast = (number: string) => notifications.show(unblockedToast(number));

export const showBlockFailed = (error: unknown) =>
  notifications.show({ color: 'red', message: ownerMessage(error, NOT_CHANGED) });
