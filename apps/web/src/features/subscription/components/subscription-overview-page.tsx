import { Group, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionView } from '@portal/shared/subscription';
import { LinkCard } from '../../../components/ui/link-card';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { amountOf, renewalOf, type OverviewValue } from '../lib/overview-values';

/** One line of the card; a value that is not known shows a dash and why (the dash is not read out). */
function Field({ label, value }: { label: string; value: OverviewValue }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{label}:</Text>
      {value.unknown === undefined ? (
        <Text>{value.text}</Text>
      ) : (
        <>
          <Text aria-hidden>—</Text>
          <Text size="sm" c="dimmed">
            {value.unknown}
          </Text>
        </>
      )}
    </Group>
  );
}

// Status repeats the plan here (as the spec has it); the status label lives on the detail page.
function SummaryCard({ view }: { view: SubscriptionView }) {
  return (
    <LinkCard to={paths.subscriptionDetail}>
      <Stack gap="xs">
        <Field label="Current Plan" value={{ text: view.planName }} />
        <Field label="Status" value={{ text: view.planName }} />
        <Field label="Amount" value={amountOf(view)} />
        <Field label="Renewal Date" value={renewalOf(view)} />
        <Text size="sm" c="blue.9" mt="sm">
          Click for usage, history &amp; billing management
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
