import type { PaidPlanName } from '@portal/shared/billing-actions';
import type { Config } from '../../config.ts';

/**
 * The plans that can be bought, each with its Stripe price. Allowances live in
 * packages/shared/src/plans.plain.ts under the same names; this is only what Stripe charges for them.
 */
export type PaidPlan = { plan: PaidPlanName; priceId: string };

/**
 * The prices the Stripe emulator's catalogue holds (@portal/sandbox stripe/catalogue.ts, which gives
 * their amounts); sandbox-mount.test.ts checks the two agree.
 */
export const SANDBOX_PRICE_IDS = { pro: 'price_sandbox_pro_monthly', premium: 'price_sandbox_premium_monthly' };

/** Price ids from STRIPE_PRICE_PRO / STRIPE_PRICE_PREMIUM with real Stripe, the emulator's otherwise. */
export function paidPlans(config: Config): PaidPlan[] {
  const ids = config.stripe.secretKey ? config.stripe.prices : SANDBOX_PRICE_IDS;
  return [
    { plan: 'Pro Plan', priceId: ids.pro ?? '' },
    { plan: 'Premium Plan', priceId: ids.premium ?? '' },
  ];
}
