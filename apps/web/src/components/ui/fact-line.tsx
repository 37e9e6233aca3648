import type { ReactNode } from 'react';
import classes from './fact-line.module.css';

/**
 * Facts in a row with a dot between them ('Nov 29, 11:28 AM EST · 0:00 · Caller hung up').
 * `factClassNames`, by the facts' places, lets a page show some facts only at some widths.
 */
export function FactLine({
  facts,
  className,
  factClassNames = [],
}: {
  facts: ReactNode[];
  className?: string;
  factClassNames?: (string | undefined)[];
}) {
  return (
    <span className={className ? `${classes.line} ${className}` : classes.line}>
      <span className={classes.facts}>
        {facts.map((fact, index) => (
          // A line's facts are fixed in number and order, so their place names them.
          <span key={index} className={`${classes.fact} ${factClassNames[index] ?? ''}`}>
            {index > 0 && (
              <span className={classes.dot} aria-hidden>
                {' · '}
              </span>
            )}
            {fact}
          </span>
        ))}
      </span>
    </span>
  );
}
