import { MAX_INVOICES, type Invoice, type PaymentMethod, type PlanPrice } from '@portal/shared/billing';
import { BILLING_RETURN, type PaidPlanName, type PlanOffer } from '@portal/shared/billing-actions';
import { planAllowance } from '@portal/shared/plans.plain';
import { AppError } from '../../lib/errors.ts';
import { BillingError, type BillingPrice } from '../../providers/billing/billing.ts';
import type { BillingDeps } from './billing.types.ts';
import { findBillingProfile, linkCustomer, type BillingProfile } from './billing.repo.ts';
import { givesPlan } from './subscription-state.pure.ts';

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
      returnUrl: `${deps.publicUrl}${BILLING_RETURN.page}?${BILLING_RETURN.portalParam}=${BILLING_RETURN.portalReturned}`,
      cancelSubscriptionId,
    });
    return { url: portal.url };
  });
}

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

const cardBrand = (brand: string) => CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

export type BillingDetails = { paymentMethod: PaymentMethod | null; invoices: Invoice[]; price: PlanPrice | null };

/**
 * The card, the last invoices (drafts are not bills yet) and what the running subscription costs,
 * as Stripe holds them. Null when Stripe cannot be reached: the page says so instead of showing no
 * card, no invoices and no price.
 */
export async function billingDetails(deps: BillingDeps, customerId: string | null): Promise<BillingDetails | null> {
  if (!customerId) return { paymentMethod: null, invoices: [], price: null };
  try {
    const [method, invoices, price] = await Promise.all([
      deps.billing.defaultPaymentMethod(customerId),
      deps.billing.invoices(customerId, MAX_INVOICES),
      runningPrice(deps, customerId),
    ]);
    return {
      paymentMethod: method && { brand: cardBrand(method.brand), last4: method.last4 },
      invoices: invoices
        .filter((invoice) => invoice.status !== 'draft')
        .map((invoice) => ({
          id: invoice.id,
          date: invoice.created.toISOString(),
          amountCents: invoice.amount,
          currency: invoice.currency,
          status: invoice.status,
          pdfUrl: invoice.pdfUrl,
        })),
      price,
    };
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    deps.logger.error({ err: error, status: error.status, code: error.code }, 'stripe billing details unavailable');
    return null;
  }
}

/** The price of the customer's newest subscription that gives a plan; null when none does. */
async function runningPrice(deps: BillingDeps, customerId: string): Promise<PlanPrice | null> {
  const running = (await deps.billing.subscriptions(customerId)).find((subscription) => givesPlan(subscription.status));
  if (!running?.priceId) return null;
  const price = await priceOf(deps, running.priceId);
  return { amountCents: price.amount, currency: price.currency, interval: price.interval };
}

// A Stripe price never changes its amount (a new amount is a new price), so each is read once.
const knownPrices = new Map<string, BillingPrice>();

async function priceOf(deps: BillingDeps, priceId: string) {
  const known = knownPrices.get(priceId);
  if (known) return known;
  const price = await deps.billing.price(priceId);
  knownPrices.set(priceId, price);
  return price;
}

/** The plans on sale, with what Stripe charges for each and the allowances it gives. */
export async function planOffers(deps: BillingDeps): Promise<PlanOffer[]> {
  const onSale = deps.plans.filter((paid) => paid.priceId);
  return withStripe(deps, () =>
    Promise.all(
      onSale.map(async ({ plan, priceId }) => {
        const price = await priceOf(deps, priceId);
        const { minutes, calls, phoneNumbers, description } = planAllowance(plan);
        return {
          plan,
          amountCents: price.amount,
          currency: price.currency,
          interval: price.interval,
          minutes,
          calls,
          phoneNumbers,
          description,
        };
      }),
    ),
  );
}
