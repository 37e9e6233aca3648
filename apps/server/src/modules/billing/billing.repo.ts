import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { SubscriptionState } from './subscription-state.pure.ts';

const billingColumns = {
  id: profiles.id,
  plan: profiles.plan,
  subscriptionStatus: profiles.subscriptionStatus,
  stripeCustomerId: profiles.stripeCustomerId,
  stripeSubscriptionId: profiles.stripeSubscriptionId,
  subCancelAtPeriodEnd: profiles.subCancelAtPeriodEnd,
  subCurrentPeriodStart: profiles.subCurrentPeriodStart,
  subCurrentPeriodEnd: profiles.subCurrentPeriodEnd,
  subscriptionChangedAt: profiles.subscriptionChangedAt,
};

export type BillingProfile = NonNullable<Awaited<ReturnType<typeof findBillingProfile>>>;

export async function findBillingProfile(db: Database, userId: string) {
  const [row] = await db.select(billingColumns).from(profiles).where(eq(profiles.id, userId));
  return row;
}

export async function findProfileByCustomer(db: Database, customerId: string) {
  const [row] = await db.select(billingColumns).from(profiles).where(eq(profiles.stripeCustomerId, customerId));
  return row;
}

/**
 * Links a Stripe customer to the user unless the user has one already; the profile's customer
 * (this one, or the one linked first) is returned, or undefined when the user has no profile.
 */
export async function linkCustomer(db: Database, userId: string, customerId: string) {
  await db
    .update(profiles)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)));
  return (await findBillingProfile(db, userId))?.stripeCustomerId ?? undefined;
}

/**
 * Writes a subscription's state as of `at` (Stripe's time of the event) unless a state at least
 * as new is stored; `orSameTime` also replaces one of the same second. True when written.
 */
export async function writeSubscriptionState(
  db: Database,
  userId: string,
  state: SubscriptionState,
  at: Date,
  { orSameTime }: { orSameTime: boolean },
) {
  const older = orSameTime ? lte(profiles.subscriptionChangedAt, at) : lt(profiles.subscriptionChangedAt, at);
  const written = await db
    .update(profiles)
    .set({ ...state, subscriptionChangedAt: at, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), or(isNull(profiles.subscriptionChangedAt), older)))
    .returning({ id: profiles.id });
  return written.length > 0;
}
