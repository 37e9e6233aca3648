import { Paper, Text, Title } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS } from '@portal/shared/webhooks.plain';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { FactList } from '../../../components/ui/fact-list';
import { formatZonedTime } from '../../../lib/zoned-time';
import { WebhookSecret } from './webhook-secret';
import classes from './webhook-endpoint-page.module.css';

/**
 * What the endpoint is sent and since when, in the owner's zone: its events by name, when it was
 * added and when a delivery last arrived; then its signing secret.
 */
export function WebhookEndpointFacts({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  return (
    <Paper component="section" withBorder radius="md" className={classes.card} aria-labelledby="endpoint-details">
      <Title order={2} size="h4" id="endpoint-details" className={classes.cardTitle}>
        Details
      </Title>
      <FactList
        facts={[
          {
            label: 'Events',
            value: (
              <ul className={classes.eventList}>
                {endpoint.events.map((type) => (
                  <li key={type}>{WEBHOOK_EVENT_LABELS[type].title}</li>
                ))}
              </ul>
            ),
          },
          { label: 'Added', value: formatZonedTime(endpoint.createdAt, timeZone) },
          {
            label: 'Last delivery arrived',
            value: endpoint.lastSuccessAt ? (
              formatZonedTime(endpoint.lastSuccessAt, timeZone)
            ) : (
              <Text span inherit c="dimmed" fw={400}>
                None yet
              </Text>
            ),
          },
        ]}
      />
      <WebhookSecret endpointId={endpoint.id} />
    </Paper>
  );
}
