import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates.plain';
import { canCancelPlan } from '@portal/shared/subscription.plain';
import type { SubscriptionView } from '@portal/shared/subscription';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import type { BillingActions } from '../hooks/use-billing-actions';
import { allowanceText, amountOf, isFree, topPlanAllowance } from '../lib/overview-values';
import { StatusBadge } from './status-badge';

/**
 * The dates that apply to this plan, none of them "N/A": a trial's end, a paid subscription's
 * start and price, and the day a cancelled plan ends. The plan's name and its next renewal are
 * the summary strip's Plan and Next Billing, so they are not said again here.
 */
function factsOf(view: SubscriptionView): Fact[] {
  const facts: Fact[] = [];
  const amount = amountOf(view);
  if (view.hasPaidPlan && amount.text) facts.push({ label: 'Amount', value: amount.text });
  if (view.status.style === 'trial' && view.trialEndDate)
    facts.push({ label: 'Trial Ends', value: formatLongDate(view.trialEndDate) });
  if (view.startDate) facts.push({ label: 'Subscription Started', value: formatLongDate(view.startDate) });
  if (view.cancelsOn) facts.push({ label: 'Plan Ends', value: formatLongDate(view.cancelsOn) });
  return facts;
}

/** On Free, what upgrading gives, with Upgrade Plan as the page's one primary action. */
function UpgradeOffer({ actions }: { actions: BillingActions }) {
  return (
    <Paper radius="md" p="md" bg="blue.0" mt="xs">
      <Stack gap="sm" align="flex-start">
        <div>
          <Text fw={600}>Need more room for your calls?</Text>
          <Text size="sm" c="dimmed">
            {`Paid plans include up to ${allowanceText(topPlanAllowance())}. You choose the plan and pay securely with Stripe.`}
          </Text>
        </div>
        <Button
          variant="filled"
          onClick={actions.upgrade}
          loading={actions.upgrading}
          disabled={actions.busy && !actions.upgrading}
        >
          Upgrade Plan
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Current Plan Details: status, the dates that apply, the description, Upgrade Plan and, while a
 * paid plan runs and renews, Cancel Plan. A cancelled plan says the day it ends instead.
 */
export function PlanDetails({ view, actions }: { view: SubscriptionView; actions: BillingActions }) {
  const facts = factsOf(view);
  const onFree = isFree(view) && !view.hasPaidPlan;
  const cancellable = canCancelPlan(view.status) && view.hasPaidPlan && !view.cancelsOn;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="plan-details-title" h="100%">
      <Stack gap="md">
        {/* The title with a grey line under it, as Usage This Period's beside it: the plan in a
            sentence where that card has its dates. */}
        <div>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={2} size="h3" id="plan-details-title">
              Current Plan Details
            </Title>
            <Group gap={6}>
              <VisuallyHidden>Status:</VisuallyHidden>
              <StatusBadge status={view.status} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {view.planDescription}
          </Text>
        </div>
        {facts.length > 0 && <FactList facts={facts} />}
        {view.cancelsOn && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Badge size="sm" color="orange" variant="light" style={{ flexShrink: 0 }}>
              Cancelled, will not renew
            </Badge>
            <Text size="sm">
              {`You keep the ${view.planName} until then, and move to Free after. Changed your mind? Renew it with Manage Billing.`}
            </Text>
          </Group>
        )}
        {onFree ? (
          <UpgradeOffer actions={actions} />
        ) : (
          <Group gap="sm">
            {/* On a paid plan Upgrade Plan opens Stripe's portal; the header's Manage Billing leads. */}
            <Button
              variant="default"
              onClick={actions.upgrade}
              loading={actions.upgrading}
              disabled={actions.busy && !actions.upgrading}
            >
              Upgrade Plan
            </Button>
            {/* Only a running paid plan that is not already ending has something to cancel. */}
            {cancellable && (
              <Button variant="subtle" color="gray" onClick={actions.askCancel} disabled={actions.busy}>
                Cancel Plan
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
