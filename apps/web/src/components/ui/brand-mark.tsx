import type { CSSProperties } from 'react';
import classes from './brand-mark.module.css';

/** Google's multicoloured G on a white tile, beside "Google Calendar" (the name says it; the mark is decoration). */
export function GoogleMark({ size = 40 }: { size?: number }) {
  return (
    <span
      aria-hidden
      className={`${classes.mark} ${classes.google}`}
      style={{ '--mark-size': `${size}px` } as CSSProperties}
    />
  );
}
