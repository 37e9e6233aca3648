import { Badge, Stack, Text, Title } from '@mantine/core';
import type { AccountSummary } from '@portal/shared/account';
import { FREE_PLAN } from '@portal/shared/plans.plain';
import { FactList } from '../../../components/ui/fact-list';
import { LinkCard } from '../../../components/ui/link-card';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useAccountSummary } from '../api/get-account-summary';

const isFree = (plan: string) => plan.trim().toLowerCase() === FREE_PLAN.toLowerCase();

function SummaryCard({ summary }: { summary: AccountSummary }) {
  return (
    <LinkCard to={paths.accountDetail}>
      <Stack gap="xs">
        <FactList
          facts={[
            { label: 'Client Name', value: summary.fullName || 'N/A' },
            { label: 'Email', value: summary.email },
            {
              label: 'Client Status',
              // The plan, as a badge: blue for a paid plan, grey for Free.
              value: (
                <Badge variant="light" size="lg" color={isFree(summary.plan) ? 'gray' : 'blue'}>
                  {summary.plan}
                </Badge>
              ),
            },
          ]}
        />
        <Text size="sm" c="blue.9" mt="sm">
          Click to view/edit details
        </Text>
      </Stack>
    </LinkCard>
  );
}

/** /account: one card leading to the profile, with the owner's name, e-mail and plan. */
export function AccountOverviewPage() {
  const { data, error, isPending } = useAccountSummary();
  return (
    <Stack gap="lg">
      <Title order={1}>Account Overview</Title>
      {isPending ? (
        <PageLoading label="Loading account summary..." />
      ) : error ? (
        <PageError>{`Failed to load account summary: ${error.message}`}</PageError>
      ) : !data ? (
        <PageEmpty>Could not load account summary.</PageEmpty>
      ) : (
        <SummaryCard summary={data} />
      )}
    </Stack>
  );
}
