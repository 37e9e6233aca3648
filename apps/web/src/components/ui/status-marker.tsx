import type { ComponentPropsWithoutRef } from 'react';
import classes from './status-marker.module.css';

export type MarkerColor = 'green' | 'violet' | 'blue' | 'orange' | 'red' | 'gray';

/**
 * A status said quietly: a small dot and a word, no pill. Done (green), passed on (violet) and
 * needs the owner (orange, red) are written in their colour and semibold behind a filled dot; a
 * suggestion
 * (blue) behind a half-filled one; off or optional (grey) in dimmed text behind a hollow ring.
 * Each differs by its dot's shape as well as its colour.
 */
export function StatusMarker({ color, className, ...rest }: { color: MarkerColor } & ComponentPropsWithoutRef<'span'>) {
  return (
    <span {...rest} data-color={color} className={className ? `${classes.marker} ${className}` : classes.marker} />
  );
}
