import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

export type Fact = { label: string; value: ReactNode };

/**
 * A summary's facts as a description list: each label small and grey above its value, as many
 * side by side as fit (one column on a phone). The label's colon is read, not shown.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt className={classes.label}>
            {fact.label}
            <VisuallyHidden component="span">:</VisuallyHidden>
          </dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
