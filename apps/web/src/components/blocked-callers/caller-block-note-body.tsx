import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import IconBan from '~icons/tabler/ban';
import { Link } from 'wouter';
import { ownerMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import classes from './caller-block-note-body.module.css';
import type { CallerBlock } from './use-caller-block';

// What a call's page loads at the owner's first press of Block or Unblock: the change itself,
// and the note that says what it did.
export { blockNumber, unblockEntry } from './block-list-changes';

const NOT_CHANGED = 'The block list could not be changed. Try again.';

/**
 * What blocking from a call's page did, with Undo and the way to the whole list; or why the list
 * could not be changed.
 */
export function CallerBlockNoteBody({ blocking }: { blocking: CallerBlock }) {
  if (blocking.error) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {ownerMessage(blocking.error, NOT_CHANGED)}
      </Text>
    );
  }
  const done = blocking.justBlocked;
  if (!done) return null;
  return (
    <div className={classes.note} role="status">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBan width={18} height={18} aria-hidden className={classes.icon} />
          <Text size="sm">
            Calls from {formatPhoneNumber(done.blockedCaller.number)} are now refused before your agent answers.
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap" className={classes.actions}>
          <Anchor component={Link} to={paths.blockedCallers} size="sm">
            Blocked callers
          </Anchor>
          <Button size="xs" variant="default" onClick={blocking.unblock} loading={blocking.busy}>
            Undo
          </Button>
        </Group>
      </Group>
      {done.warning && (
        <Alert color="yellow" variant="light" mt="sm" p="xs">
          <Text size="sm">{done.warning}</Text>
        </Alert>
      )}
    </div>
  );
}
