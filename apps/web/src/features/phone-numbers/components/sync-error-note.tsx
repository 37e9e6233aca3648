import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import { useRetryNumberSync } from '../api/retry-number-sync';
import { errorText } from '../errors';

/** The number is bought but the voice platform does not have it yet: say so and offer a retry. */
export function SyncErrorNote({ number }: { number: PhoneNumber }) {
  const retry = useRetryNumberSync();
  const run = () =>
    retry.mutate(number.id, {
      onSuccess: ({ error }) =>
        notifications.show(
          error
            ? { color: 'red', title: 'Still not connected', message: error }
            : { color: 'green', message: 'The number is connected to the voice platform.' },
        ),
      onError: (error) => notifications.show({ color: 'red', title: 'Retry failed', message: errorText(error) }),
    });
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle width={18} height={18} aria-hidden />}
      title="Not connected to calls yet"
    >
      <Text size="sm">{number.syncError}</Text>
      <Button size="compact-sm" variant="white" color="yellow.9" mt="xs" onClick={run} loading={retry.isPending}>
        Retry
      </Button>
    </Alert>
  );
}
