import type { LiveState, LiveStatus } from '@portal/shared/go-live';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import IconPhoneCheck from '~icons/tabler/phone-check';
import IconPhoneOff from '~icons/tabler/phone-off';
import type { Icon } from '../ui/tabler-icon';
import classes from './live-pill.module.css';

const ICONS: Record<LiveState, Icon> = {
  live: IconPhoneCheck,
  answering: IconAlertTriangle,
  off: IconPhoneOff,
};

/**
 * Whether callers reach the agent, in the server's words ('Live on (512) 555-0100', 'Answering on
 * ..., needs attention', 'Not answering calls'): green, orange or grey, with an icon, so the
 * colour is never the only sign.
 */
export function LivePill({ status }: { status: LiveStatus }) {
  const Icon = ICONS[status.state];
  return (
    <span className={classes.pill} data-state={status.state}>
      <Icon width={16} height={16} aria-hidden />
      {status.label}
    </span>
  );
}
