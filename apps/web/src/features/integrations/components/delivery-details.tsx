import { Alert, Button, Text, VisuallyHidden } from '@mantine/core';
import { WEBHOOK_RESEND_SWITCHED_OFF, WEBHOOK_TEST_EVENT, WEBHOOKS } from '@portal/shared/webhooks.plain';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import type { ReactNode } from 'react';
import { ownerMessage } from '../../../lib/api-client';
import { formatZonedTime } from '../../../lib/zoned-time';
import { useResendDelivery } from '../api/change-webhook-deliveries';
import { deliveryOutcome, readableAnswer, unbrokenStatus } from '../lib/webhook-format';
import classes from './delivery-log.module.css';

/** A label and its value in the details' list; the label's colon is read, not shown. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <dt>
        {label}
        <VisuallyHidden component="span">:</VisuallyHidden>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A delivery opened in the log: its event's id (the webhook-id header, the same on every try), why
 * the last try failed in words, the first bytes of the receiver's answer, and Resend, which sends
 * it again now. An endpoint switched off takes only the test event; anything else says why not.
 */
export function DeliveryDetails({
  delivery,
  endpoint,
  timeZone,
}: {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  timeZone: string;
}) {
  const resend = useResendDelivery(endpoint.id);
  const refused = !endpoint.enabled && delivery.eventType !== WEBHOOK_TEST_EVENT;
  return (
    <div className={classes.details}>
      <dl className={classes.detailList}>
        <Detail label="Event ID">
          <code className={classes.code}>{delivery.eventId}</code>
        </Detail>
        <Detail label="Last try">
          {delivery.lastAttemptAt ? formatZonedTime(delivery.lastAttemptAt, timeZone) : 'Not tried yet'}
        </Detail>
        {delivery.deliveredAt && <Detail label="Arrived">{formatZonedTime(delivery.deliveredAt, timeZone)}</Detail>}
        {delivery.error && (
          <Detail label="Error">
            <span className={classes.error}>{unbrokenStatus(delivery.error)}</span>
          </Detail>
        )}
      </dl>
      <div>
        <Text size="sm" c="dimmed">
          Your receiver&apos;s answer (first {WEBHOOKS.responseBytes} bytes)
        </Text>
        {delivery.responseBody ? (
          <pre className={classes.answer}>{readableAnswer(delivery.responseBody)}</pre>
        ) : (
          <Text size="sm">{delivery.responseStatus === null ? 'No answer' : 'Empty'}</Text>
        )}
      </div>
      <div className={classes.resend}>
        <Button variant="default" loading={resend.isPending} disabled={refused} onClick={() => resend.mutate(delivery)}>
          Resend
        </Button>
        {refused && (
          <Text size="sm" c="dimmed">
            {WEBHOOK_RESEND_SWITCHED_OFF}
          </Text>
        )}
        <Text size="sm" role="status">
          {resend.data ? `Sent again: ${deliveryOutcome(resend.data.delivery)}` : ''}
        </Text>
      </div>
      {resend.isError && (
        <Alert color="red" variant="light" role="alert">
          {ownerMessage(resend.error, 'The delivery could not be sent again. Try again.')}
        </Alert>
      )}
    </div>
  );
}
