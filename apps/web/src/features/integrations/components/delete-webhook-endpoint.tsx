import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DangerZone } from '../../../components/ui/danger-zone';
import { ownerMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDeleteWebhookEndpoint } from '../api/change-webhook-endpoints';
import classes from './webhook-endpoint-page.module.css';

/**
 * The page's last card: Delete endpoint, a quiet button, asked again in a dialog that says what
 * goes. Once deleted the owner is back on Integrations, told so in a toast.
 */
export function DeleteWebhookEndpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [, navigate] = useLocation();
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        navigate(paths.integrations);
        notifications.show({ message: 'Webhook endpoint deleted.' });
      },
    });
  return (
    <DangerZone
      titleId="delete-endpoint"
      title="Delete this endpoint"
      titleSize="h4"
      description="Nothing more is sent to it, and its delivery log goes with it."
      actionLabel="Delete endpoint"
      onAction={() => {
        remove.reset();
        setAsking(true);
      }}
      className={classes.card}
    >
      <ConfirmDialog
        opened={asking}
        title="Delete webhook endpoint"
        confirmLabel="Delete endpoint"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? ownerMessage(remove.error, 'The endpoint could not be deleted. Try again.') : null}
        danger
        onConfirm={confirm}
        onClose={() => !remove.isPending && setAsking(false)}
      >
        Delete the endpoint {endpoint.url}? Nothing more is sent to it and its delivery log is deleted. This cannot be
        undone.
      </ConfirmDialog>
    </DangerZone>
  );
}
