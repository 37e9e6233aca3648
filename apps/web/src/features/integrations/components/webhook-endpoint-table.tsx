import { Text } from '@mantine/core';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { StatusMarker } from '../../../components/ui/status-marker';
import { paths } from '../../../lib/paths';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { endpointStatus, eventsSummary } from '../lib/webhook-format';
import { EndpointAddress } from './endpoint-address';
import { ListEmpty, ListLoadError, ListLoading } from './list-states';
import classes from './webhooks.module.css';

/** One endpoint as a row that opens its page: the address (its description under it), the events, the status. */
function EndpointRow({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const status = endpointStatus(endpoint, timeZone);
  return (
    <tr className={classes.row}>
      <td className={classes.endpoint}>
        {/* Covers the row: a press anywhere on it opens the endpoint. Its name is the whole address. */}
        <Link to={paths.webhookEndpoint(endpoint.id)} className={classes.open} aria-label={endpoint.url}>
          <EndpointAddress url={endpoint.url} />
        </Link>
        {endpoint.description && (
          <Text size="sm" c="dimmed" className={classes.description}>
            {endpoint.description}
          </Text>
        )}
      </td>
      <td className={classes.events}>{eventsSummary(endpoint.events)}</td>
      <td className={classes.status}>
        <StatusMarker color={status.color} className={classes.marker}>
          {status.label}
        </StatusMarker>
      </td>
      <td className={classes.chevron} aria-hidden>
        <IconChevronRight width={18} height={18} />
      </td>
    </tr>
  );
}

/**
 * The owner's webhook endpoints, oldest first, as a table in the card (stacked rows on a phone);
 * each row opens the endpoint's page, where it is changed, tested and its deliveries read.
 */
export function WebhookEndpointTable() {
  const list = useWebhookEndpoints();
  if (list.isPending) return <ListLoading label="Loading webhook endpoints..." rows={2} />;
  if (list.isError) return <ListLoadError title="Could not load your webhook endpoints" query={list} />;
  if (list.data.endpoints.length === 0) {
    return (
      <ListEmpty title="No webhook endpoints yet">
        Add one to send your calls, bookings and messages to another tool the moment they happen.
      </ListEmpty>
    );
  }
  return (
    <table className={classes.table} aria-label="Webhook endpoints">
      <thead className={classes.head}>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Events</th>
          <th scope="col">Status</th>
          <th scope="col" className={classes.chevron}>
            <span className={classes.hidden}>Open</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.data.endpoints.map((endpoint) => (
          <EndpointRow key={endpoint.id} endpoint={endpoint} timeZone={list.data.timezone} />
        ))}
      </tbody>
    </table>
  );
}
