import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@portal/shared/dates.plain';
import type { Cockpit } from '@portal/shared/go-live';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

type Usage = Cockpit['usage'];

/** The period as calendar days (UTC, as the server counts): its end is exclusive, so the day before is shown. */
function periodText({ periodStart, periodEnd }: Usage) {
  const lastDay = new Date(new Date(periodEnd).getTime() - 1).toISOString().slice(0, 10);
  return `${formatLongDate(periodStart.slice(0, 10))} – ${formatLongDate(lastDay)}`;
}

const percent = (used: number, included: number) => (included > 0 ? Math.min(100, (used / included) * 100) : 0);

function Allowance({ label, unit, used, included }: { label: string; unit: string; used: number; included: number }) {
  const share = percent(used, included);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">
          {used} of {included} {unit}
        </Text>
      </Group>
      <Progress value={share} aria-label={`${label}: ${used} of ${included}`} color={share >= 90 ? 'red' : 'blue'} />
    </Stack>
  );
}

/** This period's minutes, calls and texts against the plan's allowance, with the way to the details. */
export function UsageStrip({ usage }: { usage: Usage }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
              Usage this period
            </Title>
            <Text size="sm" c="dimmed">
              {usage.planName} · {periodText(usage)}
            </Text>
          </div>
          <Anchor component={Link} to={paths.subscriptionDetail} size="sm">
            Plan and usage details
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Allowance label="Voice minutes" unit="minutes" used={usage.minutesUsed} included={usage.minutesIncluded} />
          <Allowance label="Calls" unit="calls" used={usage.callsMade} included={usage.callsIncluded} />
          <Allowance label="Texts sent" unit="texts" used={usage.textsSent} included={usage.textsIncluded} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
