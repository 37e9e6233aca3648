import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

type Props = { facts: readonly (readonly [label: string, value: ReactNode])[]; labelledBy?: string };

/** A value longer than this takes a phone's whole width rather than wrap in half of it. */
const PHONE_HALF = 16;

/**
 * Labelled values (a description list), each label above its value: two columns on a phone (a long
 * value across both), side by side from 768 px, each as wide as its value, so no row ends in empty
 * cells. A value with no space to break at, such as an e-mail address, wraps anywhere rather than
 * run past the page.
 */
export function FactList({ facts, labelledBy }: Props) {
  return (
    <Box component="dl" aria-labelledby={labelledBy} className={classes.grid}>
      {facts.map(([label, value], index) => (
        <div
          key={`${index}-${label}`}
          className={typeof value === 'string' && value.length > PHONE_HALF ? classes.wide : undefined}
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
