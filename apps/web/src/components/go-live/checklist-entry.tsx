import { Button, Group, Text } from '@mantine/core';
import type { GoLiveItem } from '@portal/shared/go-live';
import { Link } from 'wouter';
import { fixTarget } from '../../lib/go-live/fix-target';
import classes from './checklist.module.css';
import { GoLiveStateIcon } from './state-icon';

type ChecklistEntryProps = {
  agentId: string;
  item: GoLiveItem;
  /** A list item inside the checklist, a block on its own as the next step. */
  component?: 'li' | 'div';
  /** Leaves out the sentence under the title (the profile overview's short form). */
  compact?: boolean;
};

/** One go-live item: its state, title, where it stands and the button to where it is fixed. */
export function ChecklistEntry({ agentId, item, component: Root = 'li', compact = false }: ChecklistEntryProps) {
  const required = item.blocking && item.state !== 'met';
  return (
    <Root className={classes.entry}>
      <GoLiveStateIcon state={item.state} size={20} className={classes.icon} />
      <div className={classes.text}>
        <Text fw={600} size="sm">
          {item.title}
          {required && (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · Required to go live
            </Text>
          )}
        </Text>
        {!compact && (
          <Text size="sm" c="dimmed">
            {item.detail}
          </Text>
        )}
        {item.action && (
          <Group mt={6}>
            <Button component={Link} to={fixTarget(agentId, item.fix)} size="compact-sm" variant="light">
              {item.action}
            </Button>
          </Group>
        )}
      </div>
    </Root>
  );
}
