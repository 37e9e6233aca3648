import { WEBHOOK_ATTEMPT_FAILURES, WEBHOOK_TEST_EVENT, WEBHOOKS } from '@portal/shared/webhooks.plain';
import { decryptSecret } from '../../lib/crypto.ts';
import { systemResolver } from '../../ingestion/scrape/destination.ts';
import { failingCutoff, logCutoff, nextAttemptAfter, retryUntil } from './delivery-schedule.pure.ts';
import { endpointDisabledMail } from './endpoint-disabled.mail.ts';
import * as deliveries from './webhook-deliveries.repo.ts';
import * as endpoints from './webhook-endpoints.repo.ts';
import * as events from './webhook-events.repo.ts';
import { sendWebhook } from './webhook-sender.service.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

/**
 * How events reach the owner's endpoints. An event recorded in the outbox (db/owner-events.ts) is
 * fanned out to one delivery per switched-on endpoint that chose its type, each made once
 * (endpoint and event are unique together). A delivery is tried by a job, claimed first so no
 * two servers try it at once; a failed try is tried again after 1, 2, 4 ... minutes (at most six
 * hours apart) for 24 hours, then given up. Deliveries of one appointment or one agent to one
 * endpoint wait for the earlier ones: a delivery is claimed only while no earlier one of its
 * ordering key is pending, and the one that settles hands over to the next. A sweep every minute
 * fans out what no job reached and queues the deliveries that are due.
 */

export const DELIVER_JOB = 'webhook-deliver';
export const ENDPOINT_DISABLED_EMAIL_JOB = 'webhook-endpoint-disabled-email';

/** How many events and due deliveries one sweep takes on. */
const SWEEP_BATCH = 200;

/** The signing secret is encrypted with the endpoint's id and owner as its associated data. */
export const secretAad = (endpoint: { id: string; userId: string }) =>
  `webhook-secret:${endpoint.userId}:${endpoint.id}`;

const queueDelivery = async (deps: WebhooksDeps, id: string) => deps.jobs?.send(DELIVER_JOB, { deliveryId: id }, id);

/** Makes the deliveries of one event and queues their tries; an event fanned out before makes none. */
export async function fanOutEvent(deps: WebhooksDeps, eventId: string) {
  const event = await events.eventById(deps.db, eventId);
  if (!event || event.fannedOutAt || event.type === WEBHOOK_TEST_EVENT) return [];
  const at = deps.now();
  const subscribed = await events.subscribedEndpoints(deps.db, event);
  const made = await events.insertDeliveries(
    deps.db,
    event,
    subscribed.map((endpoint) => endpoint.id),
    { at, retryUntil: retryUntil(at) },
  );
  await events.markFannedOut(deps.db, event.id, at);
  for (const delivery of made) await queueDelivery(deps, delivery.id);
  return made.map((delivery) => delivery.id);
}

export type AttemptResult = 'delivered' | 'retrying' | 'failed' | 'not due';

/**
 * Tries one delivery if it is due, first in line and nobody else holds it; otherwise does nothing
 * (the sweep or the delivery before it comes back to it).
 */
export async function attemptDelivery(deps: WebhooksDeps, deliveryId: string): Promise<AttemptResult> {
  const now = deps.now();
  const claimed = await deliveries.claimDelivery(deps.db, deliveryId, now);
  if (!claimed) return 'not due';
  const found = await deliveries.deliveryWithEvent(deps.db, claimed.id);
  const endpoint = await endpoints.endpointById(deps.db, claimed.endpointId);
  if (!found || !endpoint) return 'not due';
  const { event } = found;
  // A switched-off endpoint is sent nothing but the test event its owner asks for.
  if (!endpoint.enabled && event.type !== WEBHOOK_TEST_EVENT) {
    await deliveries.giveUp(deps.db, claimed.id, WEBHOOK_ATTEMPT_FAILURES.switchedOff);
    await handOver(deps, claimed);
    return 'failed';
  }
  const payload = JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
  const result = await sendWebhook(
    endpoint.url,
    { id: event.id, payload, secret: decryptSecret(endpoint.secretEncrypted, deps.encryptionKey, secretAad(endpoint)) },
    {
      allowHosts: deps.allowHosts,
      resolve: deps.resolve ?? systemResolver,
      timeoutMs: deps.timeoutMs ?? WEBHOOKS.timeoutSeconds * 1000,
    },
  );
  const next = result.delivered ? null : nextAttemptAfter(claimed.attempts + 1, now, claimed.retryUntil);
  const status = result.delivered ? 'delivered' : next ? 'pending' : 'failed';
  await deliveries.recordAttempt(deps.db, claimed.id, {
    status,
    nextAttemptAt: next,
    lastAttemptAt: now,
    deliveredAt: result.delivered ? now : null,
    responseStatus: result.status,
    responseMs: result.ms,
    responseBody: result.body,
    error: result.error,
  });
  if (result.delivered) await endpoints.markEndpointHealthy(deps.db, endpoint.id, now);
  else await recordFailure(deps, endpoint.id, now);
  if (status !== 'pending') await handOver(deps, claimed);
  deps.logger.info({ deliveryId, endpointId: endpoint.id, status: result.status, outcome: status }, 'webhook try');
  return status === 'pending' ? 'retrying' : status;
}

/** A delivery settled: the next one of its ordering key to the endpoint may go now. */
async function handOver(deps: WebhooksDeps, settled: deliveries.DeliveryRow) {
  if (!settled.orderingKey) return;
  const next = await deliveries.nextInLine(deps.db, settled.endpointId, settled.orderingKey);
  if (next) await queueDelivery(deps, next.id);
}

/**
 * Every delivery to the endpoint failing since its first failure three days ago, none arriving
 * since: it is switched off, and its owner e-mailed once.
 */
async function recordFailure(deps: WebhooksDeps, endpointId: string, now: Date) {
  await endpoints.markEndpointFailing(deps.db, endpointId, now);
  const disabled = await endpoints.disableIfFailingSince(deps.db, endpointId, failingCutoff(now), now);
  if (!disabled) return;
  deps.logger.warn({ endpointId }, 'webhook endpoint switched off after days of failures');
  if (deps.jobs) await deps.jobs.send(ENDPOINT_DISABLED_EMAIL_JOB, { endpointId }, endpointId);
  else await emailEndpointDisabled(deps, endpointId);
}

/** E-mails the owner that their endpoint was switched off, once; a failed send is given back and retried. */
export async function emailEndpointDisabled(deps: WebhooksDeps, endpointId: string) {
  const claim = await endpoints.claimDisabledNotice(deps.db, endpointId);
  if (!claim) return false;
  try {
    await deps.mailer.send(endpointDisabledMail(claim.email, claim.endpoint, deps.publicUrl));
  } catch (error) {
    await endpoints.releaseDisabledNotice(deps.db, endpointId).catch(() => undefined);
    throw error;
  }
  return true;
}

/** Fans out the events no job reached and queues the deliveries that are due (every minute). */
export async function sweep(deps: WebhooksDeps) {
  for (const event of await events.unfannedEvents(deps.db, SWEEP_BATCH)) await fanOutEvent(deps, event.id);
  const due = await deliveries.dueDeliveries(deps.db, deps.now(), SWEEP_BATCH);
  for (const delivery of due) await queueDelivery(deps, delivery.id);
  return due.map((delivery) => delivery.id);
}

/** Drops deliveries and events older than the log keeps (30 days). */
export async function forgetOldDeliveries(deps: WebhooksDeps) {
  const before = logCutoff(deps.now());
  const gone = await deliveries.deleteDeliveriesBefore(deps.db, before);
  const forgotten = await events.deleteEventsBefore(deps.db, before);
  deps.logger.info({ deliveries: gone.length, events: forgotten.length }, 'old webhook deliveries forgotten');
  return { deliveries: gone.length, events: forgotten.length };
}
