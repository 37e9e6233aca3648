import type { GoLiveItemState } from '@portal/shared/go-live';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import IconCircleCheck from '~icons/tabler/circle-check';
import IconCircleDashed from '~icons/tabler/circle-dashed';
import type { Icon } from '../ui/tabler-icon';
import classes from './state-icon.module.css';

const STATES: Record<GoLiveItemState, { icon: Icon; label: string }> = {
  met: { icon: IconCircleCheck, label: 'Done' },
  unmet: { icon: IconCircleDashed, label: 'To do' },
  attention: { icon: IconAlertTriangle, label: 'Needs attention' },
};

/**
 * A go-live item's state as an icon that a screen reader names ('Done', 'To do', 'Needs
 * attention'); `className` places it in its row.
 */
export function GoLiveStateIcon({
  state,
  size,
  className,
}: {
  state: GoLiveItemState;
  size: number;
  className?: string;
}) {
  const { icon: StateGlyph, label } = STATES[state];
  return (
    <span className={`${classes.icon} ${className ?? ''}`} data-state={state} role="img" aria-label={label}>
      <StateGlyph width={size} height={size} aria-hidden />
    </span>
  );
}
