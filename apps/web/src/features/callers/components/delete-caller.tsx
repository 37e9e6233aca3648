import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CALLER_DELETED } from '@portal/shared/callers.plain';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DangerZone } from '../../../components/ui/danger-zone';
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
    <DangerZone
      titleId="delete-caller-title"
      title="Delete this caller"
      titleSize="h4"
      description="Forgets them: their calls stay in your history without their name, number or transcripts."
      actionLabel="Delete caller"
      onAction={() => {
        remove.reset();
        dialog.open();
      }}
      className={classes.card}
    >
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
    </DangerZone>
  );
}
