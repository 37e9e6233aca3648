import { FREE_PLAN } from '@portal/shared/plans';
import { buildSubscriptionView, usagePeriod, type SubscriptionView } from '@portal/shared/subscription';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { countPhoneNumbers } from '../phone-numbers/phone-numbers.service.ts';
import { callUsage, findSubscriptionFields } from './subscription.repo.ts';

/** A missing profile is not an error: plan Free. */
export async function subscriptionSummary(db: Database, userId: string) {
  const profile = await findSubscriptionFields(db, userId);
  return { plan: profile?.plan || FREE_PLAN };
}

/**
 * The detail view. A failure reading usage or the phone count is logged and counted as 0 rather
 * than hiding the whole page; the profile itself must load.
 */
export async function subscriptionDetail(db: Database, userId: string, log: Logger, now = new Date()) {
  const profile = await findSubscriptionFields(db, userId);
  const period = usagePeriod(profile?.currentPeriodEnd ?? null, now);
  const usage = await callUsage(db, userId, period).catch((error: unknown) => {
    log.error({ err: error }, 'call usage could not be read');
    return { seconds: 0, calls: 0 };
  });
  const phoneNumberCount = await countPhoneNumbers(db, userId).catch((error: unknown) => {
    log.error({ err: error }, 'phone number count could not be read');
    return 0;
  });
  const view: SubscriptionView = buildSubscriptionView({
    plan: profile?.plan ?? null,
    subscriptionStatus: profile?.subscriptionStatus ?? null,
    currentPeriodEnd: profile?.currentPeriodEnd ?? null,
    trialEnd: profile?.trialEnd ?? null,
    period,
    callSeconds: usage.seconds,
    callCount: usage.calls,
    phoneNumberCount,
  });
  return view;
}
