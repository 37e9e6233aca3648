import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stat-strip.module.css';

/** `wide`: on a phone the figure takes a row of its own (a name, a date), so the others pair up. */
export type Stat = { label: string; value: ReactNode; wide?: boolean };

/**
 * A row of headline figures, read as label/value pairs. On a phone they go two to a row when they
 * pair up, or when one of an odd number is wide; otherwise one to a row.
 *
 * `joined`: the figures as the cells of one bordered band, divided by hairlines, rather than a
 * card each: for a page's summary above cards that go into the same figures, where a row of
 * cards of their own would say them twice as loudly.
 */
export function StatStrip({ stats, label, joined = false }: { stats: Stat[]; label: string; joined?: boolean }) {
  if (joined) {
    return (
      <dl aria-label={label} className={classes.band}>
        {stats.map((stat) => (
          <div key={stat.label} className={stat.wide ? classes.wide : undefined}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const paired = stats.length % 2 === 0 || stats.some((stat) => stat.wide);
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: paired ? 2 : 1, xs: stats.length }} spacing="md" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md" className={stat.wide ? classes.wide : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          {/* A value with no space to break at (an e-mail address) wraps anywhere rather than run past the card. */}
          <Text component="dd" fw={700} size="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
