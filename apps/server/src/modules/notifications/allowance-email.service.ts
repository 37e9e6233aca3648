import type { SubscriptionView } from '@portal/shared/subscription';
import { subscriptionDetail } from '../subscription/subscription.service.ts';
import { deliverOnce, type DeliveryResult } from './deliver-once.service.ts';
import { allowanceMail, type AllowanceMetric, type AllowanceThreshold } from './allowance-email.mail.ts';
import { allowanceRecipient } from './allowance-email.repo.ts';
import type { NotificationDeps } from './urgent-call.service.ts';

const THRESHOLDS: readonly AllowanceThreshold[] = [80, 100];

/** An allowance e-mail of one period: the period's start, the metric and the threshold make it one. */
export type AllowanceMailDue = {
  metric: AllowanceMetric;
  threshold: AllowanceThreshold;
  used: number;
  included: number;
};

const reached = (used: number, included: number, threshold: number) => used * 100 >= included * threshold;

/**
 * The threshold each metric has reached this period, highest only: usage that crossed 80 % and
 * 100 % between two checks gets the 100 % e-mail alone. A plan without an allowance has none.
 */
export function reachedThresholds(view: SubscriptionView): AllowanceMailDue[] {
  const usage = [
    { metric: 'minutes', used: view.minutesUsed, included: view.minutesIncluded },
    { metric: 'calls', used: view.callsMade, included: view.callsIncluded },
    { metric: 'texts', used: view.textsSent, included: view.textsIncluded },
  ] as const;
  return usage.flatMap(({ metric, used, included }) => {
    if (!(included > 0)) return [];
    const threshold = THRESHOLDS.findLast((candidate) => reached(used, included, candidate));
    return threshold ? [{ metric, threshold, used, included }] : [];
  });
}

const deliveryKey = (periodStart: string, metric: AllowanceMetric, threshold: AllowanceThreshold) =>
  `${periodStart}|${metric}|${threshold}`;

/**
 * Checks one owner's usage this period and e-mails each allowance threshold reached, once per
 * period, metric and threshold. A 100 % e-mail settles the 80 % one of its metric first, so that
 * one never follows it. Usage is read when the job runs, so one check covers a burst of calls.
 */
export async function sendAllowanceEmails(deps: NotificationDeps, userId: string) {
  const view = await subscriptionDetail(deps.db, userId, deps.logger, deps.now());
  const due = reachedThresholds(view);
  if (due.length === 0) return [];
  const recipient = await allowanceRecipient(deps.db, userId);
  if (!recipient) return [];
  const periodStart = view.usagePeriod.start;
  const results: (AllowanceMailDue & { result: DeliveryResult })[] = [];
  for (const mail of due) {
    const delivery = (threshold: AllowanceThreshold) => ({
      userId,
      kind: 'allowance' as const,
      key: deliveryKey(periodStart, mail.metric, threshold),
    });
    if (mail.threshold === 100) await deliverOnce(deps.db, delivery(80), async () => false);
    const result = await deliverOnce(deps.db, delivery(mail.threshold), async () => {
      const facts = { ...recipient, ...mail, planName: view.planName, periodEnd: new Date(view.usagePeriod.end) };
      await deps.mailer.send(allowanceMail(facts, { subscription: `${deps.publicUrl}/subscription-detail` }));
      return true;
    });
    results.push({ ...mail, result });
  }
  deps.logger.info({ userId, periodStart, results }, 'allowance e-mails');
  return results;
}
