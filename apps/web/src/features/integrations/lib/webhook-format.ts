import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SWITCHED_OFF_FAILING,
  WEBHOOKS,
  type WebhookEventType,
} from '@portal/shared/webhooks.plain';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import type { MarkerColor } from '../../../components/ui/status-marker';
import { formatZonedTime } from '../../../lib/zoned-time';

// How the webhooks read on the page: an endpoint's status, its events and address in short, and
// a delivery's status and timing.

export type EndpointStatus = {
  color: MarkerColor;
  /** The status in a few words, as the list and the endpoint's page show it. */
  label: string;
  /** What it means for the owner and what to do, under the status on the endpoint's page. */
  note: string | null;
};

/**
 * Where an endpoint stands: on (green), on but every delivery failing since a time (orange: it is
 * switched off after WEBHOOKS.disableAfterDays of it), switched off by the owner (grey), or by the
 * portal after those days of failures (red).
 */
export function endpointStatus(endpoint: WebhookEndpoint, timeZone: string): EndpointStatus {
  if (!endpoint.enabled && endpoint.disabledReason === 'failing') {
    return {
      color: 'red',
      label: `Switched off after ${WEBHOOKS.disableAfterDays} days of failures`,
      note: WEBHOOK_SWITCHED_OFF_FAILING,
    };
  }
  if (!endpoint.enabled) {
    return {
      color: 'gray',
      label: 'Switched off by you',
      note: 'Nothing is sent to it while it is off. Switch it on to send the events again.',
    };
  }
  if (endpoint.failingSince) {
    return {
      color: 'orange',
      label: `Failing since ${formatZonedTime(endpoint.failingSince, timeZone)}`,
      note: `Every delivery has failed since then. If none arrives for ${WEBHOOKS.disableAfterDays} days, the endpoint is switched off.`,
    };
  }
  return { color: 'green', label: 'Enabled', note: null };
}

/** The events an endpoint sends, in short: all of them, one or two by name, or the first and how many more. */
export function eventsSummary(events: readonly WebhookEventType[]): string {
  if (events.length === WEBHOOK_EVENT_TYPES.length) return 'All events';
  const titles = events.map((type) => WEBHOOK_EVENT_LABELS[type].title);
  if (titles.length <= 2) return titles.join(', ');
  return `${titles[0]} and ${titles.length - 1} more`;
}

/**
 * An address as the list shows it: the host, which tells endpoints apart, and the rest, which may
 * be shortened. The https:// every address has is left out; an unencrypted http:// is kept in view.
 */
export function addressParts(url: string): { host: string; rest: string } {
  if (!URL.canParse(url)) return { host: url, rest: '' };
  const parsed = new URL(url);
  const scheme = parsed.protocol === 'https:' ? '' : `${parsed.protocol}//`;
  const rest = `${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}${parsed.hash}`;
  return { host: `${scheme}${parsed.host}`, rest };
}

/** How long a receiver took to answer: "240 ms", "1.5 s". */
export function formatResponseTime(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
}

/**
 * A delivery's status as a marker: arrived (green), given up on (red), being tried again after a
 * failed try (orange: the owner may want to look), or waiting for its first try (blue).
 */
export function deliveryMarker(delivery: WebhookDelivery): { color: MarkerColor; label: string } {
  const label = WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status];
  if (delivery.status === 'delivered') return { color: 'green', label };
  if (delivery.status === 'failed') return { color: 'red', label };
  return { color: delivery.attempts > 0 ? 'orange' : 'blue', label };
}

/**
 * How a delivery made on the owner's asking went, after its first try: "delivered in 120 ms (HTTP
 * 200)", "not delivered: <why>", or still waiting its turn behind an earlier event being tried.
 */
export function deliveryOutcome(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') {
    const time = delivery.responseMs === null ? '' : ` in ${formatResponseTime(delivery.responseMs)}`;
    const status = delivery.responseStatus === null ? '' : ` (HTTP ${delivery.responseStatus})`;
    return `delivered${time}${status}.`;
  }
  if (delivery.error) return `not delivered: ${delivery.error}`;
  if (delivery.attempts === 0) return 'waiting for its turn, behind an earlier event still being tried.';
  return 'not delivered.';
}

/**
 * The receiver's answer as it reads best: JSON laid out an entry a line (the wrapped one-line form
 * broke inside words on a phone), anything else, and JSON cut at the byte limit, as it came.
 */
export function readableAnswer(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : body;
  } catch {
    return body;
  }
}

/** A status code stays with its "HTTP" when the line breaks: "(HTTP 401)", never "(HTTP" then "401)". */
export const unbrokenStatus = (text: string) => text.replace(/\bHTTP (\d{3})\b/g, 'HTTP\u00a0$1');
