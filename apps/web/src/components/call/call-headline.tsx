import { Text } from '@mantine/core';
import type { CallSummary } from '@portal/shared/calls';

type Props = {
  call: Pick<CallSummary, 'message' | 'summary' | 'artifactsDeletedAt'>;
  className?: string;
  /** Inline, inside a link that opens the call. */
  span?: boolean;
};

/**
 * What the caller wanted, as a call's title in a list (the inbox, a caller's calls): the message
 * they left after a grey "Message:" (the call's summary is then the call page's), else the
 * summary; a call with neither says so, and its outcome says the rest.
 */
export function CallHeadline({ call, className, span = false }: Props) {
  const summary = call.summary?.trim() || null;
  if (call.message) {
    return (
      <Text span={span} fw={600} className={className}>
        <Text span inherit c="dimmed">
          Message:{' '}
        </Text>
        {call.message}
      </Text>
    );
  }
  return (
    <Text span={span} fw={summary ? 600 : 400} c={summary ? undefined : 'dimmed'} className={className}>
      {summary ?? (call.artifactsDeletedAt ? 'Recording and transcript deleted.' : 'No summary.')}
    </Text>
  );
}
