/**
 * The plans on sale and where Stripe sends the browser back to, without the schemas: the
 * subscription page reads them without loading the validation library.
 */

export const PAID_PLAN_NAMES = ['Pro Plan', 'Premium Plan'] as const;
export type PaidPlanName = (typeof PAID_PLAN_NAMES)[number];

/**
 * Where Checkout and the portal send the browser back to: the subscription detail page, with
 * `?checkout=success&session_id=…` or `?checkout=canceled` after Checkout and `?portal=return`
 * after the portal (the page then re-reads the plan while Stripe's webhook catches up).
 */
export const BILLING_RETURN = {
  page: '/subscription-detail',
  param: 'checkout',
  success: 'success',
  canceled: 'canceled',
  portalParam: 'portal',
  portalReturned: 'return',
} as const;
