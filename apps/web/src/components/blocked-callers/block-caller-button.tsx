import { Button } from '@mantine/core';
import IconBan from '~icons/tabler/ban';
import type { CallerBlock } from './use-caller-block';

/**
 * "Block this caller" on a call's page, "Unblock this caller" once they are on the list: a quiet
 * button, never the page's main action. Busy while the list is read; left out when it cannot be
 * read (the page is about the call, not the list).
 */
export function BlockCallerButton({ blocking }: { blocking: CallerBlock }) {
  if (blocking.listFailed) return null;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconBan width={14} height={14} aria-hidden />}
      loading={blocking.blocked === null || blocking.busy}
      onClick={blocking.blocked ? blocking.unblock : blocking.block}
    >
      {blocking.blocked ? 'Unblock this caller' : 'Block this caller'}
    </Button>
  );
}
