import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates.plain';
import { usagePercent } from '@portal/shared/subscription.plain';
import type { SubscriptionView } from '@portal/shared/subscription';

/** The period as calendar days (UTC, as the server counts): its end is exclusive, so show the day before. */
function periodText({ start, end }: SubscriptionView['usagePeriod']) {
  const lastDay = new Date(new Date(end).getTime() - 1).toISOString().slice(0, 10);
  return `${formatLongDate(start.slice(0, 10))} – ${formatLongDate(lastDay)}`;
}

type UsageBarProps = {
  label: string;
  used: number;
  included: number;
  unit: string;
  /**
   * Whether nearing the allowance is worth a warning: minutes, calls and texts run out as callers
   * ring, while phone numbers are bought one by one, so a plan's one number in use is simply its
   * allowance, not a limit about to be hit.
   */
  warnNearLimit: boolean;
  /** What carries on beyond the allowance, said with how far over it the period is. */
  goesOn?: string;
  /** The overview's smaller bar: its label and figures in small text, and no sentence when over. */
  compact?: boolean;
};

/** The usage bars, in the order both subscription pages show them. */
export const usageBarsOf = (view: SubscriptionView): Omit<UsageBarProps, 'compact'>[] => [
  {
    label: 'Voice Minutes',
    used: view.minutesUsed,
    included: view.minutesIncluded,
    unit: 'minutes',
    warnNearLimit: true,
  },
  { label: 'Calls Handled', used: view.callsMade, included: view.callsIncluded, unit: 'calls', warnNearLimit: true },
  {
    label: 'Phone Numbers',
    used: view.phoneNumbersAssigned,
    included: view.phoneNumbersIncluded,
    unit: 'numbers',
    warnNearLimit: false,
  },
  {
    label: 'Texts Sent',
    used: view.textsSent,
    included: view.textsIncluded,
    unit: 'texts',
    warnNearLimit: true,
    goesOn: 'Your agents keep sending the texts you switched on',
  },
];

/**
 * Use beyond the allowance is not cut off: the agent keeps answering (and texting), and the bar
 * says by how much the period is over the plan. The bar is blue, orange from 90% of an allowance
 * that runs out (a full allowance is not an error) and red only once over.
 */
export function UsageBar({
  label,
  used,
  included,
  unit,
  warnNearLimit,
  goesOn = 'Your agent keeps answering',
  compact = false,
}: UsageBarProps) {
  const percent = usagePercent(used, included);
  const over = included > 0 ? used - included : 0;
  const color = over > 0 ? 'red' : warnNearLimit && percent >= 90 ? 'orange' : 'blue';
  return (
    <Stack gap={compact ? 6 : 4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={compact ? 500 : 600} size={compact ? 'sm' : undefined}>
          {label}
        </Text>
        <Text size={compact ? 'sm' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {used} / {included}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} size={compact ? 'sm' : 'lg'} color={color} />
      {over > 0 && !compact && (
        <Text size="sm" c="red.8">
          {`Over your plan by ${over} ${unit}. ${goesOn}; upgrade for a larger allowance.`}
        </Text>
      )}
    </Stack>
  );
}

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
            {periodText(view.usagePeriod)}
          </Text>
        </div>
        {usageBarsOf(view).map((bar) => (
          <UsageBar key={bar.label} {...bar} />
        ))}
      </Stack>
    </Paper>
  );
}
