import { Stack, Text, Title } from '@mantine/core';
import type { SubscriptionView } from '@portal/shared/subscription';
import { FactList } from '../../../components/ui/fact-list';
import { LinkCard } from '../../../components/ui/link-card';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { amountOf, renewalOf, type OverviewValue } from '../lib/overview-values';

/** A value that is not known shows a dash and why (the dash is not read out). */
function valueOf(value: OverviewValue) {
  if (value.unknown === undefined) return value.text;
  return (
    <>
      <span aria-hidden>—</span>
      <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
        {value.unknown}
      </Text>
    </>
  );
}

// Status repeats the plan here (as the spec has it); the status label lives on the detail page.
function SummaryCard({ view }: { view: SubscriptionView }) {
  return (
    <LinkCard to={paths.subscriptionDetail}>
      <Stack gap="xs">
        <FactList
          facts={[
            { label: 'Current Plan', value: view.planName },
            { label: 'Status', value: view.planName },
            { label: 'Amount', value: valueOf(amountOf(view)) },
            { label: 'Renewal Date', value: valueOf(renewalOf(view)) },
          ]}
        />
        <Text size="sm" c="blue.9" mt="sm">
          {'Click for usage, history & billing management'}
        </Text>
      </Stack>
    </LinkCard>
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
        <SummaryCard view={data} />
      )}
    </Stack>
  );
}
