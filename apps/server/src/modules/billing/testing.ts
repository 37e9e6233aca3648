import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The profile's billing columns, as the webhooks leave them. */
export async function billingOf(t: TestApp, userId: string) {
  const [row] = await t.db
    .select({
      plan: profiles.plan,
      status: profiles.subscriptionStatus,
      periodEnd: profiles.subCurrentPeriodEnd,
      trialEnd: profiles.subTrialEnd,
      cancelAtPeriodEnd: profiles.subCancelAtPeriodEnd,
      customerId: profiles.stripeCustomerId,
      subscriptionId: profiles.stripeSubscriptionId,
      changedAt: profiles.subscriptionChangedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}
