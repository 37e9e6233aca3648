import { Text, type MantineSize } from '@mantine/core';
import type { CallSummary } from '@portal/shared/calls';
import { formatDateTime } from '../lib/format';

type Props = {
  call: Pick<CallSummary, 'handledAt' | 'handledBy' | 'agentTimezone'>;
  size?: MantineSize;
};

/** Who marked the call's urgent matter or message handled, and when (in the agent's time zone). */
export function HandledNote({ call, size = 'sm' }: Props) {
  if (!call.handledAt) return null;
  return (
    <Text size={size} c="dimmed">
      Handled by {call.handledBy} · {formatDateTime(call.handledAt, call.agentTimezone)}
    </Text>
  );
}
