import { Group, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionSummary } from '@portal/shared/subscription';
import { Banner } from '../../../components/ui/banner';
import { LinkCard } from '../../../components/ui/link-card';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useSubscriptionSummary } from '../api/get-subscription-summary';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{label}:</Text>
      <Text>{value}</Text>
    </Group>
  );
}

// Status repeats the plan here; the status label, amount and renewal live on the detail page.
function SummaryCard({ summary }: { summary: SubscriptionSummary }) {
  return (
    <LinkCard to={paths.subscriptionDetail}>
      <Stack gap="xs">
        <Field label="Current Plan" value={summary.plan} />
        <Field label="Status" value={summary.plan} />
        <Field label="Amount" value="View Details" />
        <Field label="Renewal Date" value="View Details" />
        <Text size="sm" c="blue.9" mt="sm">
          Click for usage, history &amp; billing management
        </Text>
      </Stack>
    </LinkCard>
  );
}

/** /subscription: the banner and one card leading to plan, usage and billing. */
export function SubscriptionOverviewPage() {
  const { data, error, isPending } = useSubscriptionSummary();
  return (
    <Stack gap="lg">
      <Banner src="/banners/subscription.svg" />
      <Title order={1}>Subscription Overview</Title>
      {isPending ? (
        <PageLoading label="Loading subscription..." />
      ) : error ? (
        <PageError>{`Failed to load subscription summary: ${error.message}`}</PageError>
      ) : !data ? (
        <PageEmpty>Could not load subscription data.</PageEmpty>
      ) : (
        <SummaryCard summary={data} />
      )}
    </Stack>
  );
}
