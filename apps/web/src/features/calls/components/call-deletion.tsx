import type { CallDetail } from '@portal/shared/calls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DangerZone } from '../../../components/ui/danger-zone';
import { ownerMessage } from '../../../lib/api-client';
import { useDeleteCall } from '../api/delete-call';
import { formatDateTime } from '../lib/format';

/** When a call's recording and transcript were deleted, in the agent's zone (its zone named). */
export const deletedOn = (call: CallDetail) =>
  `Recording and transcript deleted on ${formatDateTime(call.artifactsDeletedAt, call.agentTimezone)}.`;

/**
 * The call page's danger zone: deleting the call's recording and transcript, here and at the
 * voice platform, after a confirmation. What stays (outcome, times, cost) is said before and after.
 */
export function CallDeletion({ call }: { call: CallDetail }) {
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteCall();
  if (call.artifactsDeletedAt) return null;
  const close = () => {
    setAsking(false);
    deletion.reset();
  };
  return (
    <DangerZone
      titleId="delete-call-title"
      title="Delete this call’s recording"
      titleSize="h4"
      description="Deletes the recording, transcript and summary for good, here and at the voice platform. The outcome, times and cost stay for usage and analytics."
      actionLabel="Delete recording and transcript"
      onAction={() => setAsking(true)}
      padding="md"
    >
      <ConfirmDialog
        opened={asking}
        title="Delete the recording and transcript?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        error={deletion.isError ? ownerMessage(deletion.error, 'The call could not be deleted. Try again.') : null}
        danger
        onConfirm={() => deletion.mutate(call.id, { onSuccess: () => setAsking(false) })}
        onClose={close}
      >
        This call&rsquo;s recording, transcript and summary are deleted for good, here and at the voice platform. This
        cannot be undone.
      </ConfirmDialog>
    </DangerZone>
  );
}
