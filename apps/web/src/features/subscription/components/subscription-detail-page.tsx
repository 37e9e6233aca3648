import { Anchor, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCreditCard } from '@tabler/icons-react';
import { formatLongDate } from '@portal/shared/dates';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { StatStrip } from '../../../components/ui/stat-strip';
import { paths } from '../../../lib/paths';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { CANCEL_PLAN_QUESTION, useBillingActions } from '../hooks/use-billing-actions';
import { BillingCard } from './billing-card';
import { PlaceholderNotice } from './placeholder-notice';
import { PlanDetails } from './plan-details';
import { UsageCard } from './usage-card';

/** /subscription-detail: plan, usage this period and billing. */
export function SubscriptionDetailPage() {
  const { data: view, error, isPending } = useSubscriptionDetail();
  const actions = useBillingActions();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.subscription} size="sm" style={{ alignSelf: 'flex-start' }}>
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to Subscription Overview
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Subscription Details</Title>
        <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={actions.manageBilling}>
          Manage Billing
        </Button>
      </Group>
      {isPending ? (
        <PageLoading label="Loading subscription details..." />
      ) : error ? (
        <PageError>Failed to load subscription details.</PageError>
      ) : !view ? (
        <PageEmpty>Could not load subscription data.</PageEmpty>
      ) : (
        <>
          <StatStrip
            label="Subscription summary"
            stats={[
              { label: 'Plan', value: view.planName },
              { label: 'Minutes Used', value: `${view.minutesUsed} / ${view.minutesIncluded}` },
              { label: 'Next Billing', value: formatLongDate(view.nextBillingDate) },
            ]}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <PlanDetails view={view} actions={actions} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <UsageCard view={view} />
            </Grid.Col>
          </Grid>
          <BillingCard view={view} actions={actions} />
        </>
      )}
      <ConfirmDialog
        opened={actions.confirmingCancel}
        title="Cancel Plan"
        confirmLabel="Continue"
        onConfirm={actions.confirmCancel}
        onClose={actions.dismissCancel}
      >
        {CANCEL_PLAN_QUESTION}
      </ConfirmDialog>
      <PlaceholderNotice message={actions.notice} onClose={actions.closeNotice} />
    </Stack>
  );
}
