import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { WEBHOOKS } from '@portal/shared/webhooks.plain';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { useState } from 'react';
import IconRefresh from '~icons/tabler/refresh';
import { PageError } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useSendTestEvent } from '../api/change-webhook-deliveries';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { deliveryOutcome } from '../lib/webhook-format';
import { DeliveryRow } from './delivery-row';
import classes from './delivery-log.module.css';
import { ListEmpty, ListLoadError, ListLoading } from './list-states';

const NOT_LOADED = 'Check your connection and try again.';

/** The log's rows, the older ones on asking, or why there are none. */
function DeliveryRows({
  endpoint,
  opened,
  onToggle,
}: {
  endpoint: WebhookEndpoint;
  opened: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const log = useWebhookDeliveries(endpoint.id);
  if (log.isPending) return <ListLoading label="Loading deliveries..." rows={3} />;
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  if (log.isError && deliveries.length === 0)
    return <ListLoadError title="Could not load the deliveries" query={log} />;
  if (deliveries.length === 0) {
    return (
      <ListEmpty title="No deliveries yet">
        Send a test event to check that your receiver works: it shows here with your receiver&apos;s answer.
      </ListEmpty>
    );
  }
  // Every page carries the owner's zone; the first one says it for the whole log.
  const timeZone = log.data?.pages[0]?.timezone ?? 'UTC';
  return (
    <>
      <table className={classes.table} aria-label="Deliveries">
        <thead className={classes.head}>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Response</th>
            <th scope="col">Time</th>
            <th scope="col">When</th>
            <th scope="col">Next try</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              endpoint={endpoint}
              timeZone={timeZone}
              opened={opened.has(delivery.id)}
              onToggle={() => onToggle(delivery.id)}
            />
          ))}
        </tbody>
      </table>
      {log.isFetchNextPageError && (
        <div className={classes.state}>
          <PageError>{ownerMessage(log.error, NOT_LOADED)}</PageError>
        </div>
      )}
      {log.hasNextPage && (
        <div className={classes.more}>
          <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Load older
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The endpoint's delivery log, in a card of its own: the last days' deliveries, newest first, each
 * row opening its details. Send test event sends one at once and its row comes first, opened, with
 * how it went said beside the button; Refresh reads the log again (deliveries being tried again
 * change on their own).
 */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const test = useSendTestEvent(endpoint.id);
  const log = useWebhookDeliveries(endpoint.id);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const send = () =>
    test.mutate(undefined, { onSuccess: ({ delivery }) => setOpened((current) => new Set(current).add(delivery.id)) });

  return (
    <Paper component="section" withBorder radius="md" className={classes.card} aria-labelledby="deliveries-title">
      <div className={classes.header}>
        <Title order={2} size="h4" id="deliveries-title" className={classes.title}>
          Deliveries
        </Title>
        <div className={classes.action}>
          <Button
            variant="default"
            leftSection={<IconRefresh width={16} height={16} aria-hidden />}
            loading={log.isRefetching && !log.isFetchingNextPage}
            disabled={log.isPending}
            onClick={() => void log.refetch()}
          >
            Refresh
          </Button>
          {/* The filled button unless the endpoint is off: then Switch on is the thing to do. */}
          <Button variant={endpoint.enabled ? 'filled' : 'default'} loading={test.isPending} onClick={send}>
            Send test event
          </Button>
        </div>
        <Text size="sm" c="dimmed" className={classes.about}>
          The last {WEBHOOKS.logDays} days, newest first. A failed delivery is tried again for {WEBHOOKS.retryHours}{' '}
          hours; open one to see your receiver&apos;s answer or send it again.
        </Text>
        <Text size="sm" role="status" className={classes.result}>
          {test.data ? `Test event ${deliveryOutcome(test.data.delivery)}` : ''}
        </Text>
      </div>
      {test.isError && (
        <Alert color="red" variant="light" role="alert" className={classes.state}>
          {ownerMessage(test.error, 'The test event could not be sent. Try again.')}
        </Alert>
      )}
      <div className={classes.list}>
        <DeliveryRows endpoint={endpoint} opened={opened} onToggle={toggle} />
      </div>
    </Paper>
  );
}
