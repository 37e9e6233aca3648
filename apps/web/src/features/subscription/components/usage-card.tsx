import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatPeriodDays } from '@portal/shared/dates.plain';
import type { SubscriptionView } from '@portal/shared/subscription';
import { UsageBar, type UsageBarProps } from '../../../components/ui/usage-bar';

/** What carries on beyond the allowance, said with how far over it the period is. */
const overPlan = (unit: string, goesOn: string) => (over: number) =>
  `Over your plan by ${over} ${unit}. ${goesOn}; upgrade for a larger allowance.`;

/** The usage bars, in the order both subscription pages show them. */
export const usageBarsOf = (view: SubscriptionView): UsageBarProps[] => [
  {
    label: 'Voice Minutes',
    used: view.minutesUsed,
    included: view.minutesIncluded,
    warnNearLimit: true,
    overNote: overPlan('minutes', 'Your agent keeps answering'),
  },
  {
    label: 'Calls Handled',
    used: view.callsMade,
    included: view.callsIncluded,
    warnNearLimit: true,
    overNote: overPlan('calls', 'Your agent keeps answering'),
  },
  {
    label: 'Phone Numbers',
    used: view.phoneNumbersAssigned,
    included: view.phoneNumbersIncluded,
    warnNearLimit: false,
    overNote: overPlan('numbers', 'Your agent keeps answering'),
  },
  {
    label: 'Texts Sent',
    used: view.textsSent,
    included: view.textsIncluded,
    warnNearLimit: true,
    overNote: overPlan('texts', 'Your agents keep sending the texts you switched on'),
  },
];

/** Usage This Period, from this user's real call records (docs/product.md#plans-and-allowances for the arithmetic). */
export function UsageCard({ view }: { view: SubscriptionView }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="usage-title" h="100%">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="usage-title">
            Usage This Period
          </Title>
          <Text size="sm" c="dimmed">
            {formatPeriodDays(view.usagePeriod.start, view.usagePeriod.end)}
          </Text>
        </div>
        {usageBarsOf(view).map((bar) => (
          <UsageBar key={bar.label} {...bar} />
        ))}
      </Stack>
    </Paper>
  );
}
