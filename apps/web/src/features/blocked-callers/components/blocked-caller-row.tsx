import { Button, Text } from '@mantine/core';
import type { BlockedCaller } from '@portal/shared/blocked-callers';
import { useUnblockCaller } from '../../../components/blocked-callers/block-list-changes';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { ownerMessage } from '../../../lib/api-client';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './blocked-callers-page.module.css';

const NOT_UNBLOCKED = 'The number could not be unblocked. Try again.';

/** When the owner blocked it, in their own zone (named): it is their list, not an agent's. */
const blockedOn = (iso: string) => formatZonedTime(iso, Intl.DateTimeFormat().resolvedOptions().timeZone);

/** One blocked number: the number, its note and when it was blocked, and Unblock. */
export function BlockedCallerRow({ entry }: { entry: BlockedCaller }) {
  const unblock = useUnblockCaller();
  const shown = formatPhoneNumber(entry.number);
  return (
    <li className={classes.row} aria-label={shown}>
      <div className={classes.text}>
        <Text fw={600}>{shown}</Text>
        <Text size="sm" c="dimmed" className={classes.facts}>
          {entry.note && (
            <>
              <span>{entry.note}</span>
              <span aria-hidden> · </span>
            </>
          )}
          <span className={classes.date}>Blocked {blockedOn(entry.createdAt)}</span>
        </Text>
        {unblock.isError && (
          <Text size="sm" c="red.9" role="alert">
            {ownerMessage(unblock.error, NOT_UNBLOCKED)}
          </Text>
        )}
      </div>
      <Button
        variant="default"
        size="xs"
        loading={unblock.isPending}
        onClick={() => unblock.mutate(entry.id)}
        aria-label={`Unblock ${shown}`}
      >
        Unblock
      </Button>
    </li>
  );
}
