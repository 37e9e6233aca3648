import type { UpdateWebhookEndpointInput, WebhookEndpoint } from '@portal/shared/webhooks';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/change-webhook-endpoints';
import { CreatedWebhookEndpointView } from './created-webhook-endpoint';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { WebhookEndpointForm, type EndpointFields } from './webhook-endpoint-form';

/**
 * No event is chosen at first: a receiver is usually built for one or two of them (a Zap that
 * adds a row per call), and every event it was not built for would still reach it, run it and
 * count against its plan. Select all is one press away for a tool that wants everything.
 */
const NEW_ENDPOINT: EndpointFields = { url: '', description: '', events: [] };

/**
 * Add webhook endpoint: the address, a description and the events, then the endpoint's signing
 * secret with Copy. Closing forgets the secret (it can be revealed again on the endpoint's page).
 */
export function AddWebhookEndpointModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWebhookEndpoint();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <DialogFrame
      opened={opened}
      onClose={close}
      title={create.data ? 'Endpoint added' : 'Add webhook endpoint'}
      busy={create.isPending}
      keepOnClickOutside={!!create.data}
    >
      {create.data ? (
        <CreatedWebhookEndpointView created={create.data} onDone={close} />
      ) : (
        <WebhookEndpointForm
          initial={NEW_ENDPOINT}
          submitLabel="Add endpoint"
          pending={create.isPending}
          error={create.error}
          fallback="The endpoint could not be added. Try again."
          onSubmit={(fields) => create.mutate(fields)}
          onCancel={close}
        />
      )}
    </DialogFrame>
  );
}

/** What the owner changed, field by field; nothing when they changed nothing. */
function changesOf(endpoint: WebhookEndpoint, fields: EndpointFields): UpdateWebhookEndpointInput {
  return {
    ...(fields.url !== endpoint.url ? { url: fields.url } : {}),
    ...(fields.description !== endpoint.description ? { description: fields.description } : {}),
    ...(fields.events.join() !== endpoint.events.join() ? { events: fields.events } : {}),
  };
}

/** Edit endpoint: its address, description and events, as they are now; only what changed is sent. */
export function EditWebhookEndpointModal({
  opened,
  onClose,
  endpoint,
}: {
  opened: boolean;
  onClose: () => void;
  endpoint: WebhookEndpoint;
}) {
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  const save = (fields: EndpointFields) => {
    const changes = changesOf(endpoint, fields);
    if (Object.keys(changes).length === 0) return close();
    update.mutate(changes, { onSuccess: close });
  };
  return (
    <DialogFrame opened={opened} onClose={close} title="Edit endpoint" busy={update.isPending}>
      <WebhookEndpointForm
        initial={{ url: endpoint.url, description: endpoint.description, events: [...endpoint.events] }}
        submitLabel="Save changes"
        pending={update.isPending}
        error={update.error}
        fallback="The endpoint could not be changed. Try again."
        onSubmit={save}
        onCancel={close}
      />
    </DialogFrame>
  );
}
