import { Badge } from '@mantine/core';
import type { StatusStyle, SubscriptionStatus } from '@portal/shared/subscription';

/** A status's colour: green running, blue on trial, orange past due, grey cancelled or unknown. */
export const STATUS_COLORS: Record<StatusStyle, string> = {
  active: 'green',
  trial: 'blue',
  'past-due': 'orange',
  canceled: 'gray',
  unknown: 'gray',
};

/** The status, the size of the overview's plan pill (docs/product.md#subscription-status); an unrecognised one has no label, so a dash stands in for it. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status.style]}
      variant={status.style === 'unknown' ? 'outline' : 'light'}
      size="lg"
      data-status={status.style}
      aria-label={status.label ?? 'Unknown status'}
    >
      {status.label ?? '—'}
    </Badge>
  );
}
