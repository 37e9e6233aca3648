import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates.plain';
import { canCancelPlan } from '@portal/shared/subscription.plain';
import type { SubscriptionView } from '@portal/shared/subscription';
import type { ReactNode } from 'react';
import type { BillingActions } from '../hooks/use-billing-actions';
import { StatusBadge } from './status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{label}:</Text>
      {children}
    </Group>
  );
}

/**
 * Current Plan Details: plan, status, dates, description, Upgrade Plan and, while a paid plan runs
 * and renews, Cancel Plan. A cancelled plan shows the day it ends instead of a renewal.
 */
export function PlanDetails({ view, actions }: { view: SubscriptionView; actions: BillingActions }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="plan-details-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="plan-details-title">
          Current Plan Details
        </Title>
        <Row label="Plan">
          <Text>{view.planName}</Text>
        </Row>
        <Row label="Status">
          <StatusBadge status={view.status} />
        </Row>
        {view.status.style === 'trial' && (
          <Row label="Trial Ends">
            <Text>{formatLongDate(view.trialEndDate)}</Text>
          </Row>
        )}
        <Row label="Subscription Started">
          <Text>{formatLongDate(view.startDate)}</Text>
        </Row>
        {view.cancelsOn ? (
          <Row label="Plan Ends">
            <Text>{formatLongDate(view.cancelsOn)}</Text>
            <Badge size="sm" color="orange" variant="light">
              Cancelled, will not renew
            </Badge>
          </Row>
        ) : (
          <Row label="Next Renewal">
            <Text>{formatLongDate(view.renewalDate)}</Text>
          </Row>
        )}
        <Text c="dimmed">{view.planDescription}</Text>
        {view.cancelsOn && (
          <Text size="sm">
            {`You keep the ${view.planName} until then, and move to Free after. Changed your mind? Renew it with Manage Billing.`}
          </Text>
        )}
        <Group gap="sm" mt="xs">
          <Button onClick={actions.upgrade} loading={actions.upgrading} disabled={actions.busy && !actions.upgrading}>
            Upgrade Plan
          </Button>
          {/* Only a running paid plan that is not already ending has something to cancel. */}
          {canCancelPlan(view.status) && view.hasPaidPlan && !view.cancelsOn && (
            <Button variant="outline" color="red" onClick={actions.askCancel} disabled={actions.busy}>
              Cancel Plan
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
