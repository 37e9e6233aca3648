import { Stack, Title, VisuallyHidden } from '@mantine/core';
import type { AccountSummary } from '@portal/shared/account';
import { FREE_PLAN } from '@portal/shared/plans.plain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useAccountSummary } from '../api/get-account-summary';
import classes from './account-overview.module.css';
import { ManageAccount } from './manage-account';

const isFree = (plan: string) => plan.trim().toLowerCase() === FREE_PLAN.toLowerCase();

/**
 * The profile's card, one link to the details: a title, the specification's facts as label and
 * value rows (a settings page's list, the colon read but not shown), and its hint as the card's
 * foot, a quiet link row with a chevron, rather than a sentence under the facts.
 */
function SummaryCard({ summary }: { summary: AccountSummary }) {
  const facts: [label: string, value: ReactNode][] = [
    ['Client Name', summary.fullName || 'N/A'],
    ['Email', summary.email],
    [
      'Client Status',
      // The plan as a pill, blue for a paid plan and grey for Free (drawn by the stylesheet in the
      // kit's badge colours: the page loads no badge component for one word).
      <span className={classes.plan} data-free={isFree(summary.plan) || undefined}>
        {summary.plan}
      </span>,
    ],
  ];
  return (
    <Link to={paths.accountDetail} className={classes.card}>
      <h2 className={classes.title}>Profile</h2>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>
              {label}
              <VisuallyHidden component="span">:</VisuallyHidden>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <span className={classes.hint}>Click to view/edit details</span>
    </Link>
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
