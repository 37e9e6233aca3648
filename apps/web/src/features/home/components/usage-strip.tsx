import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPeriodDays } from '@portal/shared/dates.plain';
import type { Cockpit } from '@portal/shared/go-live';
import { useId } from 'react';
import { Link } from 'wouter';
import { UsageBar } from '../../../components/ui/usage-bar';
import { paths } from '../../../lib/paths';

type Usage = Cockpit['usage'];

/**
 * This period's minutes, calls and texts against the plan's allowance, with the way to the details:
 * the subscription pages' title, labels and bars, so the same figures read the same on all three.
 */
export function UsageStrip({ usage }: { usage: Usage }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
              Usage This Period
            </Title>
            <Text size="sm" c="dimmed">
              {usage.planName} · {formatPeriodDays(usage.periodStart, usage.periodEnd)}
            </Text>
          </div>
          <Anchor component={Link} to={paths.subscriptionDetail} size="sm">
            Plan and usage details
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <UsageBar label="Voice Minutes" used={usage.minutesUsed} included={usage.minutesIncluded} warnNearLimit />
          <UsageBar label="Calls Handled" used={usage.callsMade} included={usage.callsIncluded} warnNearLimit />
          <UsageBar label="Texts Sent" used={usage.textsSent} included={usage.textsIncluded} warnNearLimit />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
