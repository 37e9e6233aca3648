import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates';
import { canCancelPlan, type SubscriptionView } from '@portal/shared/subscription';
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

/** Current Plan Details: plan, status, dates, description, Upgrade Plan and (when running) Cancel Plan. */
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
          <Badge size="xs" color="yellow" variant="filled" autoContrast>
            Sample
          </Badge>
        </Row>
        <Row label="Next Renewal">
          <Text>{formatLongDate(view.renewalDate)}</Text>
        </Row>
        <Text c="dimmed">{view.planDescription}</Text>
        <Group gap="sm" mt="xs">
          <Button onClick={actions.upgrade}>Upgrade Plan</Button>
          {canCancelPlan(view.status) && (
            <Button variant="outline" color="red" onClick={actions.askCancel}>
              Cancel Plan
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
