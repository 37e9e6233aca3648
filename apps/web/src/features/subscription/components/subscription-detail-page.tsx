import { Alert, Button, Grid, Stack, Title } from '@mantine/core';
import IconCreditCard from '~icons/tabler/credit-card';
import type { SubscriptionView } from '@portal/shared/subscription';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { BackLink } from '../../../components/ui/back-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { StatStrip } from '../../../components/ui/stat-strip';
import { paths } from '../../../lib/paths';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { CANCEL_PLAN_QUESTION, useBillingActions } from '../hooks/use-billing-actions';
import { isFree, nextBillingText } from '../lib/overview-values';
import { BillingCard } from './billing-card';
import { billingReturn, CheckoutReturn } from './checkout-return';
import { NumbersToRelease } from './numbers-to-release';
import { PlanDetails } from './plan-details';
import classes from './subscription-detail.module.css';
import { UsageCard } from './usage-card';

const PlanPicker = lazyOverlay(() => import('./plan-picker').then((module) => module.PlanPicker));

/** How long a paid Checkout waits for its plan to be confirmed before saying it is late. */
const CHECKOUT_WAIT_MS = 60_000;
/** A change made in the portal usually lands within seconds. */
const PORTAL_WAIT_MS = 15_000;

/**
 * Back from Stripe, the plan arrives by Stripe's webhook, not with the browser: the page re-reads
 * it for a while (after Checkout until the paid plan shows, for up to a minute).
 */
function useBillingReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = billingReturn(params);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'portal') return;
    const timer = setTimeout(() => setGaveUp(true), outcome === 'success' ? CHECKOUT_WAIT_MS : PORTAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const dismiss = () => setParams({}, { replace: true });
  return { outcome, gaveUp, dismiss };
}

/** The next bill's date, or why there is none, said in grey ('Not billed' on Free). */
function nextBilling(view: SubscriptionView) {
  const text = nextBillingText(view);
  return view.nextBillingDate ? text : <span className={classes.none}>{text}</span>;
}

/** /subscription-detail: plan, usage this period and billing, with Stripe behind every action. */
export function SubscriptionDetailPage() {
  const checkout = useBillingReturn();
  const {
    data: view,
    error,
    isPending,
  } = useSubscriptionDetail(
    (current) =>
      !checkout.gaveUp && (checkout.outcome === 'portal' || (checkout.outcome === 'success' && !current?.hasPaidPlan)),
  );
  const actions = useBillingActions({ hasPaidPlan: view?.hasPaidPlan ?? false });
  return (
    <Stack gap="lg">
      <BackLink to={paths.subscription}>Back to Subscription Overview</BackLink>
      <div className={classes.header}>
        <Title order={1}>Subscription Details</Title>
        {/* On Free, choosing a plan is the page's primary action (Upgrade Plan), not billing. */}
        <Button
          variant={view && isFree(view) && !view.hasPaidPlan ? 'default' : 'filled'}
          leftSection={<IconCreditCard width={16} height={16} aria-hidden />}
          onClick={actions.manageBilling}
          loading={actions.openingPortal}
          disabled={actions.busy && !actions.openingPortal}
          className={classes.billing}
        >
          Manage Billing
        </Button>
      </div>
      <CheckoutReturn outcome={checkout.outcome} view={view} gaveUp={checkout.gaveUp} onClose={checkout.dismiss} />
      {actions.pageError && (
        <Alert color="red" variant="light" role="alert">
          {actions.pageError}
        </Alert>
      )}
      {isPending ? (
        <PageLoading label="Loading subscription details..." />
      ) : error ? (
        <PageError>Failed to load subscription details.</PageError>
      ) : !view ? (
        <PageEmpty>Could not load subscription data.</PageEmpty>
      ) : (
        <>
          <StatStrip
            joined
            label="Subscription summary"
            stats={[
              { label: 'Plan', value: view.planName },
              { label: 'Minutes Used', value: `${view.minutesUsed} / ${view.minutesIncluded}` },
              { label: 'Next Billing', value: nextBilling(view), wide: true },
            ]}
          />
          <NumbersToRelease view={view} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <PlanDetails view={view} actions={actions} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <UsageCard view={view} />
            </Grid.Col>
          </Grid>
          <BillingCard view={view} actions={actions} />
          <PlanPicker opened={actions.pickingPlan} actions={actions} currentPlan={view.planName} />
        </>
      )}
      <ConfirmDialog
        opened={actions.confirmingCancel}
        title="Cancel Plan"
        confirmLabel="Continue"
        busyLabel="Opening billing portal..."
        busy={actions.cancelling}
        error={actions.cancelError}
        onConfirm={actions.confirmCancel}
        onClose={actions.dismissCancel}
      >
        {CANCEL_PLAN_QUESTION}
      </ConfirmDialog>
    </Stack>
  );
}
