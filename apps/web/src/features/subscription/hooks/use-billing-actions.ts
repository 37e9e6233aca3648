import type { PaidPlanName } from '@portal/shared/billing-actions';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openBillingPortal, startCheckout } from '../api/billing-redirects';

export const CANCEL_PLAN_QUESTION = 'Redirect to billing portal to manage your plan?';

/** Which button asked: its spinner turns and its refusal shows beside it. */
type Origin = 'upgrade' | 'manage' | 'plan' | 'cancel';
type Destination = { origin: Origin } & ({ to: 'checkout'; plan: PaidPlanName } | { to: 'portal'; flow?: 'cancel' });

/** Leaves the portal for Stripe's page; a seam so tests can see where the browser was sent. */
export const sendBrowserTo = { assign: (url: string) => window.location.assign(url) };

/**
 * Upgrade Plan, Manage Billing and Cancel Plan each send the browser to Stripe: Checkout for a
 * plan picked on Free, the customer portal otherwise (where a paid plan is changed), its cancel
 * flow after Cancel Plan's question. The server's refusal is shown where the action was asked.
 */
export function useBillingActions({ hasPaidPlan }: { hasPaidPlan: boolean }) {
  const [pickingPlan, setPickingPlan] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const redirect = useMutation({
    mutationFn: (destination: Destination) =>
      destination.to === 'checkout' ? startCheckout(destination.plan) : openBillingPortal(destination.flow),
    onSuccess: ({ url }) => sendBrowserTo.assign(url),
  });
  const asked = redirect.variables;
  // Still busy once the URL is back: the page stays until the browser has left.
  const busy = redirect.isPending || redirect.isSuccess;
  const busyFrom = (origin: Origin) => busy && asked?.origin === origin;
  const errorFrom = (...origins: Origin[]) =>
    redirect.error && asked && origins.includes(asked.origin) ? redirect.error.message : null;
  return {
    busy,
    upgrading: busyFrom('upgrade'),
    openingPortal: busyFrom('manage'),
    choosingPlan: busy && asked?.to === 'checkout' ? asked.plan : null,
    cancelling: busyFrom('cancel'),
    pageError: errorFrom('upgrade', 'manage'),
    planError: errorFrom('plan'),
    cancelError: errorFrom('cancel'),
    pickingPlan,
    confirmingCancel,
    upgrade: () => {
      redirect.reset();
      if (hasPaidPlan) redirect.mutate({ origin: 'upgrade', to: 'portal' });
      else setPickingPlan(true);
    },
    choosePlan: (plan: PaidPlanName) => redirect.mutate({ origin: 'plan', to: 'checkout', plan }),
    closePlans: () => {
      if (!busy) setPickingPlan(false);
    },
    manageBilling: () => redirect.mutate({ origin: 'manage', to: 'portal' }),
    askCancel: () => {
      redirect.reset();
      setConfirmingCancel(true);
    },
    confirmCancel: () => redirect.mutate({ origin: 'cancel', to: 'portal', flow: 'cancel' }),
    dismissCancel: () => {
      if (!busy) setConfirmingCancel(false);
    },
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;
