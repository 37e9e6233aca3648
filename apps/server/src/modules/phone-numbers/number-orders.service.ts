import { completeNumber, type PhoneNumbersDeps } from './number-import.service.ts';
import { deleteNumber, listStaleOrders, updateNumber } from './phone-numbers.repo.ts';

/** An order's outcome is looked up after this long without a record of it. */
const RECORD_GRACE_MS = 5 * 60_000;
/** An order the provider still does not show after this long never went through. */
const GIVE_UP_MS = 60 * 60_000;

/**
 * Purchases whose outcome was never recorded: the provider says whether the number is ours. If
 * it is, it is recorded and connected like any other; if it never appears, its place in the
 * plan's allowance is given back. Nothing bought is ever forgotten.
 */
export async function reconcileOrders(deps: PhoneNumbersDeps, now = new Date()) {
  const stale = await listStaleOrders(deps.db, new Date(now.getTime() - RECORD_GRACE_MS));
  let recorded = 0;
  let dropped = 0;
  for (const row of stale) {
    const owned = await deps.telephony.findOwnedNumber(row.phoneNumber);
    if (owned) {
      const values = { providerNumberId: owned.id, status: owned.status, purchasedAt: row.createdAt };
      const updated = await updateNumber(deps.db, row.userId, row.id, values);
      if (updated) await completeNumber(deps, updated);
      recorded += 1;
    } else if (now.getTime() - row.createdAt.getTime() > GIVE_UP_MS) {
      await deleteNumber(deps.db, row.userId, row.id);
      dropped += 1;
    }
  }
  if (recorded || dropped) deps.logger.info({ recorded, dropped }, 'unrecorded number orders reconciled');
  return { recorded, dropped };
}
