import { Button, Group, Text } from '@mantine/core';
import type { GoLiveItem, GoLiveItemState } from '@portal/shared/go-live';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import IconCircleCheck from '~icons/tabler/circle-check';
import IconCircleDashed from '~icons/tabler/circle-dashed';
import type { Icon } from '../ui/tabler-icon';
import { Link } from 'wouter';
import { fixTarget } from '../../lib/go-live/fix-target';
import classes from './checklist.module.css';

const STATES: Record<GoLiveItemState, { icon: Icon; label: string }> = {
  met: { icon: IconCircleCheck, label: 'Done' },
  unmet: { icon: IconCircleDashed, label: 'To do' },
  attention: { icon: IconAlertTriangle, label: 'Needs attention' },
};

/** The item's state as an icon that a screen reader names ('Done', 'To do', 'Needs attention'). */
function StateIcon({ state }: { state: GoLiveItemState }) {
  const { icon: StateGlyph, label } = STATES[state];
  return (
    <span className={classes.icon} data-state={state} role="img" aria-label={label}>
      <StateGlyph width={20} height={20} aria-hidden />
    </span>
  );
}

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
      <StateIcon state={item.state} />
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
