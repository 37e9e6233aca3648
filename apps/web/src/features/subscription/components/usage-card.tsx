import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates.plain';
import { usagePercent } from '@portal/shared/subscription.plain';
import type { SubscriptionView } from '@portal/shared/subscription';

/** The period as calendar days (UTC, as the server counts): its end is exclusive, so show the day before. */
function periodText({ start, end }: SubscriptionView['usagePeriod']) {
  const lastDay = new Date(new Date(end).getTime() - 1).toISOString().slice(0, 10);
  return `${formatLongDate(start.slice(0, 10))} – ${formatLongDate(lastDay)}`;
}

type UsageBarProps = { label: string; used: number; included: number; unit: string };

/**
 * Use beyond the allowance is not cut off: the agent keeps answering, and the bar says by how
 * much the period is over the plan. The bar is orange from 90% (a full allowance is not an
 * error) and red only once over.
 */
function UsageBar({ label, used, included, unit }: UsageBarProps) {
  const percent = usagePercent(used, included);
  const over = included > 0 ? used - included : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <Text>
          {used} / {included}
        </Text>
      </Group>
      <Progress
        value={percent}
        aria-label={label}
        size="lg"
        color={over > 0 ? 'red' : percent >= 90 ? 'orange' : 'blue'}
      />
      {over > 0 && (
        <Text size="sm" c="red.8">
          {`Over your plan by ${over} ${unit}. Your agent keeps answering; upgrade for a larger allowance.`}
        </Text>
      )}
    </Stack>
  );
}

/** Usage This Period, from this user's real call records (docs/product.md#plans-and-allowances for the arithmetic). */
export function UsageCard({ view }: { view: SubscriptionView }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="usage-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="usage-title">
            Usage This Period
          </Title>
          <Text size="sm" c="dimmed">
            {periodText(view.usagePeriod)}
          </Text>
        </div>
        <UsageBar label="Voice Minutes" used={view.minutesUsed} included={view.minutesIncluded} unit="minutes" />
        <UsageBar label="Calls Handled" used={view.callsMade} included={view.callsIncluded} unit="calls" />
        <UsageBar
          label="Phone Numbers"
          used={view.phoneNumbersAssigned}
          included={view.phoneNumbersIncluded}
          unit="numbers"
        />
      </Stack>
    </Paper>
  );
}
