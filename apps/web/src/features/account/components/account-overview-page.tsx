import { Stack, Text, Title } from '@mantine/core';
import type { AccountSummary } from '@portal/shared/account';
import { FREE_PLAN } from '@portal/shared/plans.plain';
import { FactList } from '../../../components/ui/fact-list';
import { LinkCard } from '../../../components/ui/link-card';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useAccountSummary } from '../api/get-account-summary';
import classes from './account-overview.module.css';
import { ManageAccount } from './manage-account';

const isFree = (plan: string) => plan.trim().toLowerCase() === FREE_PLAN.toLowerCase();

function SummaryCard({ summary }: { summary: AccountSummary }) {
  return (
    <LinkCard to={paths.accountDetail}>
      <Stack gap="xs" className={classes.summary}>
        <FactList
          facts={[
            { label: 'Client Name', value: summary.fullName || 'N/A' },
            { label: 'Email', value: summary.email },
            {
              label: 'Client Status',
              // The plan as a pill, blue for a paid plan and grey for Free (drawn by the stylesheet
              // in the kit's badge colours: the page loads no badge component for one word).
              value: (
                <span className={classes.plan} data-free={isFree(summary.plan) || undefined}>
                  {summary.plan}
                </span>
              ),
            },
          ]}
        />
        <Text size="sm" c="blue.9" className={classes.hint}>
          Click to view/edit details
        </Text>
      </Stack>
    </LinkCard>
  );
}

/**
 * /account: one card leading to the profile, with the owner's name, e-mail and plan, and beside it
 * (under it on a phone) where each part of the account is managed.
 */
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
        <div className={classes.layout}>
          <SummaryCard summary={data} />
          <ManageAccount />
        </div>
      )}
    </Stack>
  );
}
