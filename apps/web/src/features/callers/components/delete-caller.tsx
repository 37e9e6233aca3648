import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CALLER_DELETED } from '@portal/shared/callers.plain';
import IconTrash from '~icons/tabler/trash';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ownerMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDeleteCaller } from '../api/change-caller';
import classes from './caller-page.module.css';

const NOT_DELETED = 'The caller could not be deleted. Try again.';

/**
 * The page's last card: Delete caller, a quiet button, asked again in a dialog that says what goes
 * and what stays. Once deleted the owner is back on the directory, told so in a toast.
 */
export function DeleteCaller({ callerId, title }: { callerId: string; title: string }) {
  const [, navigate] = useLocation();
  const remove = useDeleteCaller(callerId);
  const [opened, dialog] = useDisclosure(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        navigate(paths.callers);
        notifications.show({ message: CALLER_DELETED });
      },
    });
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="delete-caller-title" className={classes.card}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h4" id="delete-caller-title">
            Delete this caller
          </Title>
          <Text size="sm" c="dimmed">
            Forgets them: their calls stay in your history without their name, number or transcripts.
          </Text>
        </Stack>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={() => {
            remove.reset();
            dialog.open();
          }}
        >
          Delete caller
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title="Delete caller"
        confirmLabel="Delete caller"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? ownerMessage(remove.error, NOT_DELETED) : null}
        danger
        onConfirm={confirm}
        onClose={() => !remove.isPending && dialog.close()}
      >
        Delete {title}? This cannot be undone.
        <span className={classes.part}>
          <strong>Removed:</strong> the caller, your note, the appointments your agents booked for them, and their name,
          number, transcripts and recordings in their calls.
        </span>
        <span className={classes.part}>
          <strong>Kept:</strong> their calls, with their outcome, times and cost, and the events in your calendar.
        </span>
      </ConfirmDialog>
    </Card>
  );
}
