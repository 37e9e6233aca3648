import type { WebhookDeliveryEventType } from '@portal/shared/webhooks.plain';
import type { WebhookEventData } from '@portal/shared/webhooks';
import type { Queryable } from './database.ts';
import { ownerEvents } from './schema/index.ts';

/**
 * The outbox of the owner's webhooks: where something happens to an owner (a call ends, an agent
 * goes live), it records the event here, and the webhooks module sends it on to the endpoints
 * that chose it. The recording place knows nothing of endpoints, jobs or HTTP, so any module
 * (and go-live's live-state recording, which must stay free of the others) can record one.
 */

export type OwnerEvent = {
  [T in WebhookDeliveryEventType]: {
    userId: string;
    type: T;
    /**
     * What the event is about, the same however often it is recorded (`call.ended:<call id>`):
     * an event whose key is recorded already is not recorded again.
     */
    key: string;
    /** What its events must reach an endpoint in order (`appointment:<id>`), or null. */
    orderingKey: string | null;
    data: WebhookEventData[T];
    occurredAt: Date;
  };
}[WebhookDeliveryEventType];

/** Records events, answering the ones that are new (the rest were recorded before). */
export async function recordOwnerEvents(db: Queryable, events: readonly OwnerEvent[]) {
  if (events.length === 0) return [];
  return db
    .insert(ownerEvents)
    .values(events.map((event) => ({ ...event, data: event.data as Record<string, unknown> })))
    .onConflictDoNothing({ target: [ownerEvents.userId, ownerEvents.key] })
    .returning({ id: ownerEvents.id, userId: ownerEvents.userId, type: ownerEvents.type });
}
