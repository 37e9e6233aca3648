import { Anchor, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { GoLiveItem } from '@portal/shared/go-live';
import { useId } from 'react';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { GoLiveStateIcon } from '../../../../components/go-live/state-icon';
import { fixTarget } from '../../../../lib/go-live/fix-target';
import classes from './agent-checklist.module.css';

type RowProps = { agentId: string; item: GoLiveItem; explained: boolean; next?: boolean };

/**
 * One row: state, title and the fix on one line when they fit, else the fix under the title (on a
 * phone always under it, so the rows match).
 * `explained` adds the sentence saying where it stands. The fix opens the whole row; it is a
 * quiet grey link but on the `next` step, which stands out by its row (a tint and a bar on its
 * edge) and its blue link, so the card has one link to follow first.
 */
function Row({ agentId, item, explained, next = false }: RowProps) {
  const required = item.blocking && item.state !== 'met';
  return (
    <li className={classes.row} data-next={next || undefined}>
      <GoLiveStateIcon state={item.state} size={18} className={classes.icon} />
      <div className={classes.body}>
        <div className={classes.text}>
          <Text fw={600} size="sm" span>
            {item.title}
          </Text>
          {required && (
            <Text span size="xs" c="dimmed">
              {' '}
              · Required to go live
            </Text>
          )}
          {explained && (
            <Text size="sm" c="dimmed">
              {item.detail}
            </Text>
          )}
        </div>
        {item.action && (
          <Anchor component={Link} to={fixTarget(agentId, item.fix)} size="sm" fw={600} className={classes.fix}>
            {item.action}
            <IconChevronRight width={14} height={14} aria-hidden className={classes.arrow} />
          </Anchor>
        )}
      </div>
    </li>
  );
}

type AgentChecklistProps = {
  agentId: string;
  /** In the server's order: the next step first. */
  items: readonly GoLiveItem[];
};

/**
 * The hub's go-live checklist, kept short: a one-line summary ('2 of 8 done') whose
 * button unfolds the completed items, then the open ones, one row each with its fix. Only the next
 * step and what broke say why in a sentence; the rest are their titles ('Voice', 'Choose a voice').
 */
export function AgentChecklist({ agentId, items }: AgentChecklistProps) {
  const [showDone, { toggle }] = useDisclosure(false);
  const doneId = useId();
  const open = items.filter((item) => item.state !== 'met');
  const done = items.filter((item) => item.state === 'met');
  return (
    <div className={classes.checklist}>
      <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.summary}>
        <Text size="sm" fw={600}>
          {open.length === 0 ? 'Everything is set up.' : `${done.length} of ${items.length} done`}
        </Text>
        {done.length > 0 && (
          <Button
            variant="subtle"
            color="gray"
            c="dimmed"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={showDone}
            aria-controls={doneId}
          >
            {showDone ? 'Hide completed' : `Show ${done.length} completed`}
          </Button>
        )}
      </Group>
      {done.length > 0 && (
        <ul className={classes.list} id={doneId} aria-label="Go-live checklist: completed" hidden={!showDone}>
          {done.map((item) => (
            <Row key={item.key} agentId={agentId} item={item} explained />
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <ul className={classes.list} aria-label="Go-live checklist">
          {open.map((item, index) => (
            <Row
              key={item.key}
              agentId={agentId}
              item={item}
              explained={index === 0 || item.state === 'attention'}
              next={index === 0}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
