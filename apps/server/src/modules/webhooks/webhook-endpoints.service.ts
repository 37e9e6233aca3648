import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_RESEND_SWITCHED_OFF,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  WEBHOOKS,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEventType,
  type WebhookSecret,
} from '@portal/shared/webhooks';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { systemResolver } from '../../ingestion/scrape/destination.ts';
import { ownerZone } from '../account/owner-zone.service.ts';
import { retryUntil } from './delivery-schedule.pure.ts';
import * as deliveries from './webhook-deliveries.repo.ts';
import { attemptDelivery, secretAad } from './webhook-delivery.service.ts';
import * as repo from './webhook-endpoints.repo.ts';
import * as events from './webhook-events.repo.ts';
import { checkWebhookAddress } from './webhook-sender.service.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

/** The owner's webhook endpoints: adding, changing and removing them, their secrets, and their logs. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toEndpoint = (row: repo.EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason ?? null,
  disabledAt: iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  lastSuccessAt: iso(row.lastSuccessAt),
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: deliveries.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseMs: row.responseMs,
  responseBody: row.responseBody,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  deliveredAt: iso(row.deliveredAt),
});

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Refuses, with a 400 in the owner's words, an address that is not a public web address. */
async function requirePublicAddress(deps: WebhooksDeps, url: string) {
  const checked = await checkWebhookAddress(url, {
    allowHosts: deps.allowHosts,
    resolve: deps.resolve ?? systemResolver,
  });
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', `url: ${checked.message}`);
}

async function ownEndpoint(deps: WebhooksDeps, userId: string, id: string) {
  const row = await repo.findEndpoint(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND);
  return row;
}

/** The owner's endpoints, oldest first, with their zone: the list is theirs, so their clock says its times. */
export async function listEndpoints(deps: WebhooksDeps, userId: string): Promise<WebhookEndpointList> {
  const rows = await repo.listEndpoints(deps.db, userId);
  return { endpoints: rows.map(toEndpoint), timezone: await ownerZone(deps, userId) };
}

export async function createEndpoint(
  deps: WebhooksDeps,
  userId: string,
  input: { url: string; description: string; events: WebhookEventType[] },
): Promise<CreatedWebhookEndpoint> {
  await requirePublicAddress(deps, input.url);
  const secret = newSecret();
  // The secret is encrypted bound to the endpoint's id and owner, so the id is chosen here.
  const id = randomUUID();
  const secretEncrypted = encryptSecret(secret, deps.encryptionKey, secretAad({ id, userId }));
  const row = await deps.db.transaction((tx) =>
    repo.insertEndpoint(tx, { ...input, id, userId, secretEncrypted }, WEBHOOKS.max),
  );
  if (!row) throw new AppError('CONFLICT', WEBHOOK_LIMIT_REACHED);
  return { endpoint: toEndpoint(row), secret };
}

/**
 * Changes an endpoint. Switching it on again clears what the portal noted when it switched it off,
 * so it starts afresh: three more days of failures before it is switched off again.
 */
export async function updateEndpoint(
  deps: WebhooksDeps,
  userId: string,
  id: string,
  change: { url?: string; description?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<WebhookEndpoint> {
  const current = await ownEndpoint(deps, userId, id);
  if (change.url !== undefined && change.url !== current.url) await requirePublicAddress(deps, change.url);
  const switching =
    change.enabled === undefined || change.enabled === current.enabled
      ? {}
      : change.enabled
        ? { disabledReason: null, disabledAt: null, failingSince: null, disabledNoticeSentAt: null }
        : { disabledReason: 'owner' as const, disabledAt: deps.now() };
  const row = await repo.updateEndpoint(deps.db, userId, id, { ...change, ...switching });
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND);
  return toEndpoint(row);
}

export async function deleteEndpoint(deps: WebhooksDeps, userId: string, id: string) {
  if (!(await repo.deleteEndpoint(deps.db, userId, id))) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND);
}

/** The endpoint's signing secret, to paste into the receiver. */
export async function revealSecret(deps: WebhooksDeps, userId: string, id: string): Promise<WebhookSecret> {
  const row = await ownEndpoint(deps, userId, id);
  return { secret: decryptSecret(row.secretEncrypted, deps.encryptionKey, secretAad(row)) };
}

/** A new signing secret; deliveries are signed with it from now on, the old one is forgotten. */
export async function rollSecret(deps: WebhooksDeps, userId: string, id: string): Promise<WebhookSecret> {
  const row = await ownEndpoint(deps, userId, id);
  const secret = newSecret();
  await repo.updateEndpoint(deps.db, userId, id, {
    secretEncrypted: encryptSecret(secret, deps.encryptionKey, secretAad(row)),
  });
  return { secret };
}

/** A cursor of the log: the last delivery's time and id. */
const cursorOf = (row: deliveries.DeliveryRow) => `${row.createdAt.toISOString()}|${row.id}`;

function readCursor(cursor: string | undefined) {
  const [time, id] = (cursor ?? '').split('|');
  if (!time || !id || Number.isNaN(Date.parse(time))) return null;
  return { createdAt: new Date(time), id };
}

/** One page of the endpoint's delivery log, newest first. */
export async function listDeliveries(
  deps: WebhooksDeps,
  userId: string,
  endpointId: string,
  cursor?: string,
): Promise<WebhookDeliveryList> {
  await ownEndpoint(deps, userId, endpointId);
  const size = WEBHOOKS.deliveriesPage;
  const rows = await deliveries.listDeliveries(deps.db, userId, endpointId, readCursor(cursor), size + 1);
  const page = rows.slice(0, size);
  return {
    deliveries: page.map(toDelivery),
    nextCursor: rows.length > size ? cursorOf(page.at(-1)!) : null,
    timezone: await ownerZone(deps, userId),
  };
}

/** Tries a delivery now, and answers it as it stands after that try (or still waiting its turn). */
async function tryNow(deps: WebhooksDeps, userId: string, endpointId: string, deliveryId: string) {
  await attemptDelivery(deps, deliveryId);
  const row = await deliveries.findDelivery(deps.db, userId, endpointId, deliveryId);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND);
  return { delivery: toDelivery(row) };
}

/**
 * Sends the delivery again now, with the same event id (receivers that keep ids see it is the
 * same event), and tries it again for a day if it fails.
 */
export async function resendDelivery(deps: WebhooksDeps, userId: string, endpointId: string, deliveryId: string) {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  const found = await deliveries.findDelivery(deps.db, userId, endpointId, deliveryId);
  if (!found) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND);
  if (!endpoint.enabled && found.eventType !== WEBHOOK_TEST_EVENT) {
    throw new AppError('CONFLICT', WEBHOOK_RESEND_SWITCHED_OFF);
  }
  const now = deps.now();
  await deliveries.resetForResend(deps.db, found.id, now, retryUntil(now));
  return tryNow(deps, userId, endpointId, found.id);
}

/** Sends the test event to one endpoint (switched off or not) and answers how its first try went. */
export async function sendTestEvent(deps: WebhooksDeps, userId: string, endpointId: string) {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  const now = deps.now();
  const event = await events.insertTestEvent(deps.db, {
    userId,
    type: WEBHOOK_TEST_EVENT,
    key: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`,
    orderingKey: null,
    data: { endpointId: endpoint.id, message: WEBHOOK_TEST_MESSAGE },
    occurredAt: now,
    fannedOutAt: now,
  });
  const [made] = await events.insertDeliveries(deps.db, event, [endpoint.id], { at: now, retryUntil: retryUntil(now) });
  return tryNow(deps, userId, endpointId, made!.id);
}
