import { Text } from '@mantine/core';
import type { CallSummary } from '@portal/shared/calls';
import { formatDateTime } from '../lib/format';

/** Who marked the call's urgent matter or message handled, and when (in the agent's time zone). */
export function HandledNote({ call }: { call: Pick<CallSummary, 'handledAt' | 'handledBy' | 'agentTimezone'> }) {
  if (!call.handledAt) return null;
  return (
    <Text size="sm" c="dimmed">
      Handled by {call.handledBy} · {formatDateTime(call.handledAt, call.agentTimezone)}
    </Text>
  );
}
