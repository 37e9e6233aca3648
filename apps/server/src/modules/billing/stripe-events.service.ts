import type { BillingEvent, BillingSubscription } from '../../providers/billing/billing.ts';
import type { BillingDeps } from './billing.types.ts';
import { findProfileByCustomer, linkCustomer, writeSubscriptionState, type BillingProfile } from './billing.repo.ts';
import { claimEvent, markProcessed, releaseEvent } from './stripe-events.repo.ts';
import { continuedUsageStart, givesPlan, subscriptionState } from './subscription-state.pure.ts';

/** What became of an event; Stripe reads only the status (200), the result is for logs and tests. */
export const EVENT_RESULTS = ['applied', 'duplicate', 'ignored', 'stale', 'unknown-customer'] as const;
type EventResult = (typeof EVENT_RESULTS)[number];

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const HANDLED = new Set([...SUBSCRIPTION_EVENTS, 'checkout.session.completed']);

/**
 * A verified Stripe event, processed once per event id across servers (stripe_events). An event
 * of a type the portal does not act on is acknowledged without being stored. A failure gives the
 * event up and is thrown (answered 500), so Stripe delivers it again.
 */
export async function receiveStripeEvent(deps: BillingDeps, event: BillingEvent): Promise<EventResult> {
  if (!HANDLED.has(event.type)) return 'ignored';
  if (!(await claimEvent(deps.db, event))) return 'duplicate';
  try {
    const result = await applyEvent(deps, event);
    await markProcessed(deps.db, event.id);
    deps.logger.info({ eventId: event.id, type: event.type, result }, 'stripe event');
    return result;
  } catch (error) {
    await releaseEvent(deps.db, event.id).catch((release: unknown) =>
      deps.logger.error({ err: release, eventId: event.id }, 'stripe event could not be given up'),
    );
    throw error;
  }
}

async function applyEvent(deps: BillingDeps, event: BillingEvent): Promise<EventResult> {
  if (event.subscription && SUBSCRIPTION_EVENTS.has(event.type)) {
    return applySubscriptionEvent(deps, event, event.subscription);
  }
  const checkout = event.checkout;
  if (event.type !== 'checkout.session.completed' || !checkout || checkout.mode !== 'subscription') return 'ignored';
  if (!checkout.customerId || !checkout.subscriptionId) return 'ignored';
  // The customer is linked when Checkout starts; a session made elsewhere is linked here.
  if (checkout.userId) await linkCustomer(deps.db, checkout.userId, checkout.customerId);
  const profile = await profileOf(deps, checkout.customerId, event.id);
  if (!profile) return 'unknown-customer';
  const current = await currentSubscription(deps, checkout.customerId, checkout.subscriptionId);
  if (!current) return 'ignored';
  return write(deps, profile, current, event.created, { orSameTime: true });
}

/**
 * Ordering: each written state keeps its event's time (subscription_changed_at). An older event
 * changes nothing; a newer one writes the subscription it carries. Stripe's times are whole
 * seconds, so two changes of one second (Checkout, then a plan change at once) cannot be ordered
 * by them: an event of the same second as the stored state has the subscription read again from
 * Stripe, whose current state is then written.
 */
async function applySubscriptionEvent(
  deps: BillingDeps,
  event: BillingEvent,
  subscription: BillingSubscription,
): Promise<EventResult> {
  const at = event.created;
  const profile = await profileOf(deps, subscription.customerId, event.id);
  if (!profile) return 'unknown-customer';
  // Another subscription of the customer that ends does not take the current one's plan away.
  const current = profile.stripeSubscriptionId;
  if (
    current &&
    current !== subscription.id &&
    !givesPlan(subscription.status) &&
    givesPlan(profile.subscriptionStatus)
  ) {
    return 'ignored';
  }
  if (profile.subscriptionChangedAt && profile.subscriptionChangedAt > at) return 'stale';
  if ((await write(deps, profile, subscription, at, { orSameTime: false })) === 'applied') return 'applied';
  const latest = await currentSubscription(deps, subscription.customerId, subscription.id);
  return latest ? write(deps, profile, latest, at, { orSameTime: true }) : 'stale';
}

async function write(
  deps: BillingDeps,
  profile: BillingProfile,
  subscription: BillingSubscription,
  at: Date,
  options: { orSameTime: boolean },
): Promise<EventResult> {
  const state = subscriptionState(deps.plans, subscription);
  if (state.plan === undefined) {
    deps.logger.warn({ priceId: subscription.priceId, subscriptionId: subscription.id }, 'stripe price of no plan');
  }
  // Usage is counted in the stored period: one that the new period continues keeps its start.
  const stored = { start: profile.subCurrentPeriodStart, end: profile.subCurrentPeriodEnd };
  const counted = { ...state, subCurrentPeriodStart: continuedUsageStart(stored, state.subCurrentPeriodStart) };
  return (await writeSubscriptionState(deps.db, profile.id, counted, at, options)) ? 'applied' : 'stale';
}

/** An unknown customer is logged and acknowledged: Stripe would otherwise deliver it for days. */
async function profileOf(deps: BillingDeps, customerId: string, eventId: string) {
  const profile = await findProfileByCustomer(deps.db, customerId);
  if (!profile) deps.logger.warn({ customerId, eventId }, 'stripe event for a customer of no user');
  return profile;
}

async function currentSubscription(deps: BillingDeps, customerId: string, subscriptionId: string) {
  const subscriptions = await deps.billing.subscriptions(customerId);
  return subscriptions.find((subscription) => subscription.id === subscriptionId);
}
