import { Alert, Button, Text, Title } from '@mantine/core';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { useState } from 'react';
import IconPencil from '~icons/tabler/pencil';
import IconPower from '~icons/tabler/power';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { StatusMarker } from '../../../components/ui/status-marker';
import { ownerMessage } from '../../../lib/api-client';
import { useUpdateWebhookEndpoint } from '../api/change-webhook-endpoints';
import { endpointStatus } from '../lib/webhook-format';
import classes from './webhook-endpoint-page.module.css';

const EditWebhookEndpointModal = lazyOverlay(() =>
  import('./integration-dialogs').then((module) => module.EditWebhookEndpointModal),
);

/**
 * The endpoint's address as the page's title, its description, where it stands (and what that
 * means), and the changes made to it as a whole: Edit endpoint (address, description, events) and
 * Switch off or on. Switched off, Switch on is the one thing to do next, so it is the filled one.
 */
export function WebhookEndpointHeader({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const [editing, setEditing] = useState(false);
  const switching = useUpdateWebhookEndpoint(endpoint.id);
  const status = endpointStatus(endpoint, timeZone);
  const toggle = () => switching.mutate({ enabled: !endpoint.enabled });
  return (
    <div className={classes.header}>
      <div className={classes.heading}>
        <Text size="sm" c="dimmed">
          Webhook endpoint
        </Text>
        <Title order={1} className={classes.url}>
          {endpoint.url}
        </Title>
        {endpoint.description && (
          <Text c="dimmed" className={classes.wrap}>
            {endpoint.description}
          </Text>
        )}
        <div className={classes.status}>
          <StatusMarker color={status.color} className={classes.marker}>
            {status.label}
          </StatusMarker>
          {status.note && (
            <Text size="sm" c="dimmed">
              {status.note}
            </Text>
          )}
        </div>
      </div>
      <div className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconPencil width={16} height={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Edit endpoint
        </Button>
        <Button
          variant={endpoint.enabled ? 'default' : 'filled'}
          leftSection={<IconPower width={16} height={16} aria-hidden />}
          loading={switching.isPending}
          onClick={toggle}
        >
          {endpoint.enabled ? 'Switch off' : 'Switch on'}
        </Button>
      </div>
      {switching.isError && (
        <Alert color="red" variant="light" role="alert" className={classes.switchError}>
          {ownerMessage(
            switching.error,
            endpoint.enabled
              ? 'The endpoint could not be switched off. Try again.'
              : 'The endpoint could not be switched on. Try again.',
          )}
        </Alert>
      )}
      <EditWebhookEndpointModal opened={editing} onClose={() => setEditing(false)} endpoint={endpoint} />
    </div>
  );
}
