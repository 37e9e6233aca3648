import type { PaidPlanName } from '@portal/shared/billing-actions';
import { api } from '../../../lib/api-client';

type Redirect = { url: string };

/** A Stripe Checkout page for the plan; the browser is sent there. */
export const startCheckout = (plan: PaidPlanName) =>
  api<Redirect>('/billing/checkout', { method: 'POST', json: { plan } });

/** The Stripe customer portal, on its cancel flow when `cancel` is set. */
export const openBillingPortal = (flow?: 'cancel') =>
  api<Redirect>('/billing/portal', { method: 'POST', json: flow ? { flow } : {} });
