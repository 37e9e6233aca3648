import { useState } from 'react';

// Billing is not connected: these actions only say so.
export const PLACEHOLDERS = {
  upgrade: 'Placeholder: Upgrade Plan integration needed.',
  billingPortal: 'Placeholder: Billing Portal integration needed.',
} as const;

export const CANCEL_PLAN_QUESTION = 'Redirect to billing portal to manage your plan?';

/** Upgrade, Manage Billing and Cancel Plan (after its confirmation) each open a placeholder notice. */
export function useBillingActions() {
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  return {
    notice,
    confirmingCancel,
    upgrade: () => setNotice(PLACEHOLDERS.upgrade),
    manageBilling: () => setNotice(PLACEHOLDERS.billingPortal),
    askCancel: () => setConfirmingCancel(true),
    confirmCancel: () => {
      setConfirmingCancel(false);
      setNotice(PLACEHOLDERS.billingPortal);
    },
    dismissCancel: () => setConfirmingCancel(false),
    closeNotice: () => setNotice(null),
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;
