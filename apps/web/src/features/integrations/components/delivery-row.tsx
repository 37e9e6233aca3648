import { Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS } from '@portal/shared/webhooks.plain';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import IconChevronRight from '~icons/tabler/chevron-right';
import { StatusMarker } from '../../../components/ui/status-marker';
import { formatZonedTime } from '../../../lib/zoned-time';
import { deliveryMarker, formatResponseTime } from '../lib/webhook-format';
import { DeliveryDetails } from './delivery-details';
import classes from './delivery-log.module.css';

const NONE = '—';

/**
 * One delivery as a row of the log: the event, where it stands, the tries, the receiver's last
 * answer and how long it took, when it was made and when it is tried next. A press anywhere on
 * it opens (or closes) its details under it: the event's id, the answer's first bytes, the error
 * in words, and Resend.
 */
export function DeliveryRow({
  delivery,
  endpoint,
  timeZone,
  opened,
  onToggle,
}: {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  timeZone: string;
  opened: boolean;
  onToggle: () => void;
}) {
  const marker = deliveryMarker(delivery);
  const detailsId = `delivery-${delivery.id}`;
  return (
    <>
      <tr className={classes.row} data-opened={opened || undefined}>
        <td className={classes.event}>
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={opened}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <IconChevronRight width={16} height={16} aria-hidden className={classes.chevron} />
            {WEBHOOK_EVENT_LABELS[delivery.eventType].title}
          </button>
          <code className={classes.type}>{delivery.eventType}</code>
        </td>
        <td className={classes.status}>
          <StatusMarker color={marker.color}>{marker.label}</StatusMarker>
        </td>
        <td className={classes.attempts}>
          <span className={classes.phoneOnly}>Attempts </span>
          {delivery.attempts}
        </td>
        <td className={classes.response}>
          <span className={classes.phoneOnly}>Response </span>
          {delivery.responseStatus ?? NONE}
        </td>
        <td className={classes.time}>
          <span className={classes.phoneOnly}>Took </span>
          {delivery.responseMs === null ? NONE : formatResponseTime(delivery.responseMs)}
        </td>
        <td className={classes.when}>
          <span className={classes.phoneOnly}>Created </span>
          {formatZonedTime(delivery.createdAt, timeZone)}
        </td>
        <td className={classes.next}>
          {delivery.nextAttemptAt ? (
            <>
              <span className={classes.phoneOnly}>Next try </span>
              {formatZonedTime(delivery.nextAttemptAt, timeZone)}
            </>
          ) : (
            <Text span inherit c="dimmed" className={classes.noNext}>
              {NONE}
            </Text>
          )}
        </td>
      </tr>
      {opened && (
        <tr className={classes.detailsRow} id={detailsId}>
          <td colSpan={7}>
            <DeliveryDetails delivery={delivery} endpoint={endpoint} timeZone={timeZone} />
          </td>
        </tr>
      )}
    </>
  );
}
