import type { Database } from '../../db/client.ts';
import { claimDelivery, markDelivered, releaseDelivery, type Delivery } from './deliveries.repo.ts';

export type DeliveryResult = 'sent' | 'nothing to send' | 'already handled';

/**
 * Sends one e-mail at most once, whichever server or retry gets there: the delivery is claimed
 * first (deliveries.repo.ts), `send` runs only for the claim's holder, and the row is marked
 * settled after it. A failed send gives the claim back and throws, so the job is retried; a server
 * that dies mid-send leaves a claim that runs out after CLAIM_LEASE_MINUTES. The one gap left is a
 * send that succeeds while the mark that follows fails: the retry then sends a second copy, which
 * is better for an urgent call than none.
 * `send` answers false when there turned out to be nothing to send (the day is settled all the same).
 */
export async function deliverOnce(
  db: Database,
  delivery: Delivery,
  send: () => Promise<boolean>,
): Promise<DeliveryResult> {
  const claim = await claimDelivery(db, delivery);
  if (!claim) return 'already handled';
  let sent: boolean;
  try {
    sent = await send();
  } catch (error) {
    await releaseDelivery(db, claim).catch(() => undefined);
    throw error;
  }
  await markDelivered(db, claim);
  return sent ? 'sent' : 'nothing to send';
}
