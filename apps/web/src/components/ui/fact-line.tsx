import type { ReactNode } from 'react';
import classes from './fact-line.module.css';

/** Facts in a row with a dot between them ('Nov 29, 11:28 AM EST · 0:00 · Caller hung up'). */
export function FactLine({ facts, className }: { facts: ReactNode[]; className?: string }) {
  return (
    <span className={className ? `${classes.line} ${className}` : classes.line}>
      <span className={classes.facts}>
        {facts.map((fact, index) => (
          // A line's facts are fixed in number and order, so their place names them.
          <span key={index} className={classes.fact}>
            {index > 0 && <span className={classes.dot}> · </span>}
            {fact}
          </span>
        ))}
      </span>
    </span>
  );
}
