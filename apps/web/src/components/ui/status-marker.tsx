import type { ComponentPropsWithoutRef } from 'react';
import classes from './status-marker.module.css';

export type MarkerColor = 'green' | 'blue' | 'orange' | 'red' | 'gray';

/**
 * A status said quietly: a small dot and a word, no pill. Done (green) and needs the owner
 * (orange, red) are written in their colour and semibold; a suggestion (blue) and off or
 * optional (grey) are dimmed text behind a hollow dot, so a grid of cards reads the owner's own
 * values first and the suggested ones recede.
 */
export function StatusMarker({ color, className, ...rest }: { color: MarkerColor } & ComponentPropsWithoutRef<'span'>) {
  return (
    <span {...rest} data-color={color} className={className ? `${classes.marker} ${className}` : classes.marker} />
  );
}
