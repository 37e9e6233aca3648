import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

type Props = {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  labelledBy?: string;
  /** On a phone, one fact a line, its label beside its value: for short facts, each on one line. */
  beside?: boolean;
};

/** A value longer than this takes a phone's whole width rather than wrap in half of it. */
const PHONE_HALF = 16;

/**
 * Labelled values (a description list), each label above its value, side by side from 768 px, each
 * as wide as its value, so no row ends in empty cells. On a phone, two columns (a long value across
 * both), or with `beside` a column of labels and one of values. A value with no space to break at,
 * such as an e-mail address, wraps anywhere rather than run past the page.
 */
export function FactList({ facts, labelledBy, beside }: Props) {
  return (
    <Box component="dl" aria-labelledby={labelledBy} className={beside ? classes.beside : classes.grid}>
      {facts.map(([label, value], index) => (
        <div
          key={`${index}-${label}`}
          className={
            beside ? classes.fact : typeof value === 'string' && value.length > PHONE_HALF ? classes.wide : undefined
          }
        >
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} className={classes.value}>
            {value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
