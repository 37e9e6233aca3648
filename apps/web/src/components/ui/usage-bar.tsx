import { Group, Progress, Stack, Text } from '@mantine/core';
import { usagePercent } from '@portal/shared/subscription.plain';

export type UsageBarProps = {
  label: string;
  used: number;
  included: number;
  /**
   * Whether nearing the allowance is worth a warning: minutes, calls and texts run out as callers
   * ring, while phone numbers are bought one by one, so a plan's one number in use is simply its
   * allowance, not a limit about to be hit.
   */
  warnNearLimit: boolean;
  /** The sentence under the bar once the period is over the allowance; left out where space is short. */
  overNote?: (over: number) => string;
};

/**
 * One allowance as Home, the subscription overview and its detail page all draw it: the label and
 * "used / included" in small text over an 8 px bar. Use beyond the allowance is not cut off, so the
 * bar is blue, orange from 90% of an allowance that runs out (a full allowance is not an error)
 * and red only once over.
 */
export function UsageBar({ label, used, included, warnNearLimit, overNote }: UsageBarProps) {
  const percent = usagePercent(used, included);
  const over = included > 0 ? used - included : 0;
  const color = over > 0 ? 'red' : warnNearLimit && percent >= 90 ? 'orange' : 'blue';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {used} / {included}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} size="md" color={color} />
      {over > 0 && overNote && (
        <Text size="sm" c="red.8">
          {overNote(over)}
        </Text>
      )}
    </Stack>
  );
}
