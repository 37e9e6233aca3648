import { Button, Text } from '@mantine/core';
import type { BlockedCaller } from '@portal/shared/blocked-callers';
import { useUnblockCaller } from '../../../components/blocked-callers/block-list-changes';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { ownerMessage } from '../../../lib/api-client';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './blocked-callers-page.module.css';

const NOT_UNBLOCKED = 'The number could not be unblocked. Try again.';

/** One blocked number as a table row: the number, its note, when it was blocked (named zone), and Unblock. */
export function BlockedCallerRow({ entry, timeZone }: { entry: BlockedCaller; timeZone: string }) {
  const unblock = useUnblockCaller();
  const shown = formatPhoneNumber(entry.number);
  return (
    <tr className={classes.row} aria-label={shown}>
      <td className={classes.number}>
        <Text fw={600}>{shown}</Text>
        {unblock.isError && (
          <Text size="sm" c="red.9" role="alert">
            {ownerMessage(unblock.error, NOT_UNBLOCKED)}
          </Text>
        )}
      </td>
      <td className={classes.note} data-empty={entry.note ? undefined : true}>
        {entry.note ?? (
          <Text span inherit c="dimmed">
            —
          </Text>
        )}
      </td>
      <td className={classes.date}>
        <span className={classes.phoneOnly}>Blocked </span>
        {formatZonedTime(entry.createdAt, timeZone)}
      </td>
      <td className={classes.action}>
        <Button
          variant="default"
          size="xs"
          loading={unblock.isPending}
          onClick={() => unblock.mutate(entry.id)}
          aria-label={`Unblock ${shown}`}
        >
          Unblock
        </Button>
      </td>
    </tr>
  );
}
