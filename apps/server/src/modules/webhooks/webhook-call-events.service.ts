import { recordOwnerEvents } from '../../db/owner-events.ts';
import { callEvents } from './call-events.pure.ts';
import { callForEvents } from './call-facts.repo.ts';
import { fanOutEvent } from './webhook-delivery.service.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

/**
 * Records the events of one ended call in the outbox and fans the new ones out. Run by a job once
 * the call's end is recorded, and again when a reading of its transcript finds its outcome: the
 * events have keys of the call, so the second run records only what the first could not know of
 * (a message, an urgent matter), and a rerun or a second server records nothing twice.
 */
export async function recordCallEvents(deps: WebhooksDeps, callId: string) {
  const call = await callForEvents(deps.db, callId);
  if (!call) return [];
  const recorded = await recordOwnerEvents(deps.db, callEvents(call, { call: `${deps.publicUrl}/calls/${call.id}` }));
  for (const event of recorded) await fanOutEvent(deps, event.id);
  return recorded.map((event) => event.type);
}
