import { FREE_PLAN } from '@portal/shared/plans.plain';
import { buildSubscriptionView, planUsage, usagePeriod, type SubscriptionView } from '@portal/shared/subscription';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingDetails } from '../billing/billing.service.ts';
import { listPhoneNumbers } from '../phone-numbers/phone-numbers.service.ts';
import { findSubscriptionFields, periodUsage } from './subscription.repo.ts';

type Period = { start: Date; end: Date };

/** A missing profile is not an error: plan Free. */
export async function subscriptionSummary(db: Database, userId: string) {
  const profile = await findSubscriptionFields(db, userId);
  return { plan: profile?.plan || FREE_PLAN };
}

/** Reads what Stripe holds for a customer; null when Stripe cannot be reached. */
export type ReadBilling = (customerId: string | null) => Promise<BillingDetails | null>;

/** Without a reader (the allowance e-mails) the card and invoices are not asked of Stripe. */
const withoutBilling: ReadBilling = async () => ({ paymentMethod: null, invoices: [], price: null });

const usageOrNothing = (db: Database, userId: string, period: Period, log: Logger) =>
  periodUsage(db, userId, period).catch((error: unknown) => {
    log.error({ err: error }, 'usage could not be read');
    return { callSeconds: 0, callCount: 0, textCount: 0 };
  });

/**
 * Home's usage strip: the plan (read with the owner's agents) and this period's use in one
 * statement, without the numbers, Stripe or the rest of the detail view.
 */
export async function usageStrip(db: Database, userId: string, plan: string | null, period: Period, log: Logger) {
  const usage = await usageOrNothing(db, userId, period, log);
  return {
    ...planUsage({ plan, ...usage }),
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
  };
}

/**
 * The detail view. A failure reading usage or the phone numbers is logged and counted as 0
 * rather than hiding the whole page; the profile itself must load.
 */
export async function subscriptionDetail(
  db: Database,
  userId: string,
  log: Logger,
  now = new Date(),
  readBilling: ReadBilling = withoutBilling,
): Promise<SubscriptionView> {
  const profile = await findSubscriptionFields(db, userId);
  const period = usagePeriod(
    { start: profile?.currentPeriodStart ?? null, end: profile?.currentPeriodEnd ?? null },
    now,
  );
  const [usage, phoneNumbers, billing] = await Promise.all([
    usageOrNothing(db, userId, period, log),
    listPhoneNumbers({ db }, userId).catch((error: unknown) => {
      log.error({ err: error }, 'phone numbers could not be read');
      return [];
    }),
    readBilling(profile?.customerId ?? null),
  ]);
  return buildSubscriptionView({
    plan: profile?.plan ?? null,
    subscriptionStatus: profile?.subscriptionStatus ?? null,
    subscriptionId: profile?.subscriptionId ?? null,
    startedAt: profile?.startedAt ?? null,
    currentPeriodEnd: profile?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: profile?.cancelAtPeriodEnd ?? false,
    trialEnd: profile?.trialEnd ?? null,
    period,
    ...usage,
    phoneNumbers,
    billing,
  });
}
