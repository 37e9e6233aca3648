import { Button, Group, Text } from '@mantine/core';
import IconCheck from '~icons/tabler/check';
import { useMarkHandled } from '../api/mark-handled';

type Props = {
  callId: string;
  handled: boolean;
  /** Names the call for a screen reader when several calls show the button. */
  callLabel?: string;
  /** How Mark handled looks: filled where it is the page's one action, outline in a list of calls. */
  variant?: 'filled' | 'outline';
  /** Words alone, no tick, narrower sides: at a row's end, beside its other small controls. */
  compact?: boolean;
};

/** Marks the call's urgent matter or message handled, or reopens it; a failure says why beside it. */
export function MarkHandledButton({ callId, handled, callLabel, variant = 'filled', compact }: Props) {
  const mark = useMarkHandled();
  const label = handled ? 'Reopen' : 'Mark handled';
  return (
    <Group gap="xs" wrap="wrap">
      {mark.isError && (
        <Text size="sm" c="red.8" role="alert">
          {mark.error.message}
        </Text>
      )}
      <Button
        size={compact ? 'compact-sm' : 'xs'}
        variant={handled ? 'default' : variant}
        leftSection={handled || compact ? undefined : <IconCheck width={14} height={14} aria-hidden />}
        loading={mark.isPending}
        onClick={() => mark.mutate({ callId, handled: !handled })}
        aria-label={callLabel ? `${label}: ${callLabel}` : undefined}
      >
        {label}
      </Button>
    </Group>
  );
}
