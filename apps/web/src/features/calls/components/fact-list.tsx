import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

type Props = { facts: readonly (readonly [label: string, value: ReactNode])[]; labelledBy?: string };

/**
 * Labelled values in columns (a description list): one column on a phone, each fact a row of its
 * own, so an agent's name or a time ("3:25 PM EST") keeps its line; two from 576 px, three from 768. A value with no
 * space to break at, such as an e-mail address, still wraps anywhere rather than run past the page.
 */
export function FactList({ facts, labelledBy }: Props) {
  return (
    <SimpleGrid component="dl" aria-labelledby={labelledBy} cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" m={0}>
      {facts.map(([label, value], index) => (
        <div key={`${index}-${label}`} className={classes.fact}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
