import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import IconChevronRight from '~icons/tabler/chevron-right';
import type { SubscriptionView } from '@portal/shared/subscription';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { useBillingActions, type BillingActions } from '../hooks/use-billing-actions';
import { allowanceText, amountOf, canUpgrade, renewalOf, type OverviewValue } from '../lib/overview-values';
import classes from './plan-summary-card.module.css';
import { STATUS_COLORS } from './status-badge';
import { UsageBar } from '../../../components/ui/usage-bar';
import { usageBarsOf } from './usage-card';

const PlanPicker = lazyOverlay(() => import('./plan-picker').then((module) => module.PlanPicker));

/** A value with its note under it; one that is not known shows a dash and why (the dash is not read out). */
function valueOf(value: OverviewValue) {
  if (value.unknown === undefined)
    return value.note ? (
      <>
        {value.text}
        <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
          {value.note}
        </Text>
      </>
    ) : (
      value.text
    );
  return (
    <>
      <span aria-hidden className={classes.none}>
        —
      </span>
      <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
        {value.unknown}
      </Text>
    </>
  );
}

/** One fact of the card: its label small and grey above the value; the colon is read, not shown. */
function Fact({ label, valueClass, children }: { label: string; valueClass?: string; children: ReactNode }) {
  return (
    <div>
      <dt className={classes.label}>
        {label}
        <VisuallyHidden component="span">:</VisuallyHidden>
      </dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}

/**
 * Status: the plan (as the spec has it) in a badge coloured as the subscription stands, with the
 * status itself beside it ("Free · Active"), so it says something the line above does not.
 */
function PlanStatus({ view }: { view: SubscriptionView }) {
  return (
    <Badge color={STATUS_COLORS[view.status.style]} variant="light" size="lg">
      {view.status.label ? `${view.planName} · ${view.status.label}` : view.planName}
    </Badge>
  );
}

/** This period's minutes, calls, numbers and texts, each a bar; what goes on past the plan is on the detail page. */
function UsageSummary({ view }: { view: SubscriptionView }) {
  return (
    <section aria-labelledby="overview-usage-title">
      {/* A section of the card, titled as one: darker and heavier than the facts' grey labels. */}
      <Title id="overview-usage-title" order={2} size="h6" mb="xs">
        Usage This Period
      </Title>
      <div className={classes.usage}>
        {usageBarsOf(view).map((bar) => (
          <UsageBar key={bar.label} {...bar} overNote={undefined} />
        ))}
      </div>
    </section>
  );
}

/**
 * The plan, large, then what it costs, when it renews and how it stands, and this period's usage.
 * The whole card leads to the details, and below the top plan Upgrade Plan does what it does
 * there: the plan picker on Free, Stripe's portal on a paid plan.
 */
function PlanSummaryCard({ view, actions }: { view: SubscriptionView; actions: BillingActions }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      className={classes.card}
      component="section"
      aria-labelledby="current-plan-label"
    >
      <Stack gap="lg" className={classes.body}>
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <dl className={classes.hero}>
              <div>
                <dt className={classes.label}>
                  <span id="current-plan-label">Current Plan</span>
                  <VisuallyHidden component="span">:</VisuallyHidden>
                </dt>
                <dd className={classes.plan}>{view.planName}</dd>
              </div>
            </dl>
            <Text size="sm" c="dimmed" mt={4}>
              {`Includes ${allowanceText({
                minutes: view.minutesIncluded,
                calls: view.callsIncluded,
                phoneNumbers: view.phoneNumbersIncluded,
              })}`}
            </Text>
          </div>
          {canUpgrade(view) && (
            <Button
              className={classes.action}
              onClick={actions.upgrade}
              loading={actions.upgrading}
              disabled={actions.busy && !actions.upgrading}
            >
              Upgrade Plan
            </Button>
          )}
        </Group>
        <dl className={classes.facts}>
          <Fact label="Amount" valueClass={classes.value}>
            {valueOf(amountOf(view))}
          </Fact>
          <Fact label="Renewal Date" valueClass={classes.value}>
            {valueOf(renewalOf(view))}
          </Fact>
          <Fact label="Status" valueClass={classes.status}>
            <PlanStatus view={view} />
          </Fact>
        </dl>
        <UsageSummary view={view} />
      </Stack>
      {/* The card's foot: its one link, a quiet row across the card with the chevron at its end, as
          the account's profile card ends. */}
      <Anchor component={Link} to={paths.subscriptionDetail} className={classes.link} fw={600} size="sm">
        <span>Click for usage, history &amp; billing management</span>
        <IconChevronRight width={16} height={16} aria-hidden className={classes.arrow} />
      </Anchor>
    </Paper>
  );
}

function Overview({ view }: { view: SubscriptionView }) {
  const actions = useBillingActions({ hasPaidPlan: view.hasPaidPlan });
  return (
    <>
      {actions.pageError && (
        <Alert color="red" variant="light" role="alert">
          {actions.pageError}
        </Alert>
      )}
      <PlanSummaryCard view={view} actions={actions} />
      <PlanPicker opened={actions.pickingPlan} actions={actions} currentPlan={view.planName} />
    </>
  );
}

/**
 * /subscription: one card leading to plan, usage and billing. It reads what the detail page reads,
 * so the two show the same plan, price and dates.
 */
export function SubscriptionOverviewPage() {
  const { data, error, isPending } = useSubscriptionDetail();
  return (
    <Stack gap="lg">
      <Title order={1}>Subscription Overview</Title>
      {isPending ? (
        <PageLoading label="Loading subscription..." />
      ) : error ? (
        <PageError>{`Failed to load subscription summary: ${error.message}`}</PageError>
      ) : !data ? (
        <PageEmpty>Could not load subscription data.</PageEmpty>
      ) : (
        <Overview view={data} />
      )}
    </Stack>
  );
}
