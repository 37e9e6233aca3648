import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Stat = { label: string; value: ReactNode };

/** A row of headline figures (two columns on phones when they pair up, else one), read as label/value pairs. */
export function StatStrip({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <SimpleGrid
      component="dl"
      aria-label={label}
      cols={{ base: stats.length % 2 === 0 ? 2 : 1, xs: stats.length }}
      spacing="md"
      m={0}
    >
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md">
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
