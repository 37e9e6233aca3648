import { Button, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { useState } from 'react';
import IconTrash from '~icons/tabler/trash';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <Paper component="section" withBorder radius="md" className={classes.card} aria-labelledby="delete-endpoint">
      <div className={classes.deleteLine}>
        <div className={classes.deleteText}>
          <Title order={2} size="h4" id="delete-endpoint">
            Delete this endpoint
          </Title>
          <Text size="sm" c="dimmed">
            Nothing more is sent to it, and its delivery log goes with it.
          </Text>
        </div>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
        >
          Delete endpoint
        </Button>
      </div>
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
    </Paper>
  );
}
