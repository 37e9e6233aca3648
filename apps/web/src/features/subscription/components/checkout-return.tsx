import { Alert, CloseButton, Group, Loader, Text } from '@mantine/core';
import { BILLING_RETURN } from '@portal/shared/billing-actions.plain';
import type { SubscriptionView } from '@portal/shared/subscription';

export type BillingReturn = 'success' | 'canceled' | 'portal' | null;

/** Where the browser comes back from: Checkout paid or cancelled (`?checkout=`), or the portal. */
export function billingReturn(params: URLSearchParams): BillingReturn {
  const value = params.get(BILLING_RETURN.param);
  if (value === BILLING_RETURN.success) return 'success';
  if (value === BILLING_RETURN.canceled) return 'canceled';
  if (params.get(BILLING_RETURN.portalParam) === BILLING_RETURN.portalReturned) return 'portal';
  return null;
}

/**
 * The plan is written by Stripe's webhook, not by the return itself: until it lands the page says
 * the payment went through and waits (the detail is re-read meanwhile); `gaveUp` when it has not
 * arrived after a minute.
 */
export function CheckoutReturn({
  outcome,
  view,
  gaveUp,
  onClose,
}: {
  outcome: BillingReturn;
  view: SubscriptionView | null | undefined;
  gaveUp: boolean;
  onClose: () => void;
}) {
  // The portal shows its own confirmations; back here, the page only re-reads.
  if (!outcome || outcome === 'portal') return null;
  const close = <CloseButton aria-label="Dismiss" onClick={onClose} />;
  if (outcome === 'canceled') {
    return (
      <Alert color="gray" variant="light" role="status">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">Checkout was cancelled. Your plan has not changed and you were not charged.</Text>
          {close}
        </Group>
      </Alert>
    );
  }
  if (view?.hasPaidPlan) {
    return (
      <Alert color="green" variant="light" role="status">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{`Thank you! You're now on the ${view.planName}. Your receipt is in Recent Invoices below.`}</Text>
          {close}
        </Group>
      </Alert>
    );
  }
  if (gaveUp) {
    return (
      <Alert color="yellow" variant="light" role="status">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            Your payment went through, but Stripe has not confirmed your new plan yet. It usually takes a few seconds;
            reload this page in a minute.
          </Text>
          {close}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" role="status">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Payment received. Confirming your new plan with Stripe...</Text>
      </Group>
    </Alert>
  );
}
