import { BILLING_RETURN, type PaidPlanName } from '@portal/shared/billing-actions';
import { AppError } from '../../lib/errors.ts';
import { BillingError } from '../../providers/billing/billing.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findBillingProfile, linkCustomer, type BillingProfile } from './billing.repo.ts';
import { givesPlan } from './subscription-state.ts';

type User = { id: string; email: string; name?: string | null };

const STRIPE_UNAVAILABLE = 'Billing is not available right now. Please try again in a moment.';

/** Stripe's failures reach the user as a 502 with a plain message; the details go to the log. */
async function withStripe<T>(deps: BillingDeps, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    deps.logger.error({ err: error, status: error.status, code: error.code }, 'stripe request failed');
    throw new AppError('UPSTREAM_FAILED', STRIPE_UNAVAILABLE);
  }
}

async function profileOf(deps: BillingDeps, userId: string) {
  const profile = await findBillingProfile(deps.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found. Please sign in again.');
  return profile;
}

/** The user's Stripe customer, made (and stored) on the first checkout or portal visit. */
async function customerIdOf(deps: BillingDeps, user: User, profile: BillingProfile) {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await deps.billing.customerFor({ id: user.id, email: user.email, name: user.name ?? undefined });
  return (await linkCustomer(deps.db, user.id, customer.id)) ?? customer.id;
}

const hasLivePlan = (profile: BillingProfile) =>
  !!profile.stripeSubscriptionId && givesPlan(profile.subscriptionStatus);

/**
 * A Stripe Checkout page for a paid plan. A user whose subscription is running is refused: a
 * second Checkout would start a second subscription; the portal changes or cancels the plan.
 */
export async function startCheckout(deps: BillingDeps, user: User, plan: PaidPlanName) {
  const profile = await profileOf(deps, user.id);
  if (hasLivePlan(profile)) {
    throw new AppError(
      'CONFLICT',
      profile.plan === plan
        ? `You already have the ${plan}.`
        : `You already have the ${profile.plan}. Change or cancel it with Manage Billing.`,
    );
  }
  const priceId = deps.plans.find((paid) => paid.plan === plan)?.priceId;
  if (!priceId) throw new AppError('UNAVAILABLE', `The ${plan} cannot be bought right now.`);
  const back = `${deps.publicUrl}${BILLING_RETURN.page}?${BILLING_RETURN.param}=`;
  return withStripe(deps, async () => {
    const session = await deps.billing.createCheckout({
      customerId: await customerIdOf(deps, user, profile),
      priceId,
      // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}.
      successUrl: `${back}${BILLING_RETURN.success}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}${BILLING_RETURN.canceled}`,
      metadata: { userId: user.id },
    });
    return { url: session.url };
  });
}

/** The Stripe customer portal; `cancel` opens it on the cancel flow of the running subscription. */
export async function openPortal(deps: BillingDeps, user: User, flow: 'cancel' | undefined) {
  const profile = await profileOf(deps, user.id);
  let cancelSubscriptionId: string | undefined;
  if (flow === 'cancel') {
    if (!hasLivePlan(profile)) throw new AppError('CONFLICT', 'You have no paid plan to cancel.');
    if (profile.subCancelAtPeriodEnd) {
      throw new AppError('CONFLICT', 'Your plan is already cancelled and ends with the current period.');
    }
    cancelSubscriptionId = profile.stripeSubscriptionId ?? undefined;
  }
  return withStripe(deps, async () => {
    const portal = await deps.billing.createPortal({
      customerId: await customerIdOf(deps, user, profile),
      returnUrl: `${deps.publicUrl}${BILLING_RETURN.page}`,
      cancelSubscriptionId,
    });
    return { url: portal.url };
  });
}
