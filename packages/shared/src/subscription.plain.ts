import { addMonthsUtc } from './dates.plain.ts';

/**
 * The plan's status and usage as the pages show them, without the schemas: the subscription pages
 * render them without loading the validation library.
 */

// --- Status display ------------------------------------------------------------------------

export const statusStyles = ['active', 'trial', 'past-due', 'canceled', 'unknown'] as const;
export type StatusStyle = (typeof statusStyles)[number];
export const statusLabels = ['Active', 'Trial', 'Past Due', 'Canceled'] as const;
export type SubscriptionStatus = { label: (typeof statusLabels)[number] | null; style: StatusStyle };

/** The stored subscription_status, case-insensitive; anything unrecognised is unknown, with no label. */
export function subscriptionStatus(raw: string | null | undefined): SubscriptionStatus {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'active') return { label: 'Active', style: 'active' };
  if (value === 'trialing') return { label: 'Trial', style: 'trial' };
  if (value === 'past_due' || value === 'past due') return { label: 'Past Due', style: 'past-due' };
  if (value === '' || value === 'canceled' || value === 'incomplete_expired') {
    return { label: 'Canceled', style: 'canceled' };
  }
  return { label: null, style: 'unknown' };
}

/** Only a running subscription (Active or Trial) offers Cancel Plan. */
export const canCancelPlan = (status: SubscriptionStatus) => status.style === 'active' || status.style === 'trial';

// --- Usage ----------------------------------------------------------------------------------

export const minutesFromSeconds = (seconds: number) => Math.round((Number.isFinite(seconds) ? seconds : 0) / 60);

/** Share of an allowance used, 0 to 100; 0 when the plan has no limit to measure against. */
export function usagePercent(used: number, included: number): number {
  if (!(included > 0) || !Number.isFinite(used)) return 0;
  return Math.min(100, Math.max(0, (used / included) * 100));
}

/**
 * The period usage is counted in: the paid subscription's current period while it runs (its start
 * as Stripe gives it, or the month before its end), otherwise the calendar month (UTC). A period
 * that has already ended is stale and never counts as "this period".
 */
export function usagePeriod(current: { start: Date | null; end: Date | null }, now: Date): { start: Date; end: Date } {
  const { start, end } = current;
  if (end && !Number.isNaN(end.getTime()) && end > now) {
    const validStart = start && !Number.isNaN(start.getTime()) && start < end ? start : null;
    return { start: validStart ?? addMonthsUtc(end, -1), end };
  }
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start: monthStart, end: addMonthsUtc(monthStart, 1) };
}

/** The phone numbers beyond the plan's allowance: the newest ones, which the owner is asked to release. */
export function numbersBeyondAllowance<T extends { createdAt: Date | string }>(numbers: T[], included: number): T[] {
  const newestFirst = [...numbers].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return newestFirst.slice(0, Math.max(0, numbers.length - Math.max(0, included)));
}
