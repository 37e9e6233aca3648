// The notifications package's own styles, loaded with the toasts' corner.
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties, RefObject } from 'react';
import classes from './layout.module.css';
import { useBottomEdge } from './use-bottom-edge';

/**
 * The toasts' corner, just below the header so they never cover its navigation or Sign Out (its
 * own component: only it follows the scroll). The kit renders one container per corner with the
 * same props, so the offset travels as a variable that only the top corners' rule reads.
 */
export function Toasts({ below }: { below: RefObject<HTMLElement | null> }) {
  const headerBottom = useBottomEdge(below);
  return (
    <Notifications
      position="top-right"
      className={classes.toasts}
      style={{ '--shell-header-bottom': `${headerBottom}px` } as CSSProperties}
    />
  );
}
