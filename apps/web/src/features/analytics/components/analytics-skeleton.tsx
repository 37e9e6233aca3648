import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { CHART_HEIGHT } from './calls-per-day-chart';

/** The report's shape while its figures load, so nothing moves when they arrive. */
export function AnalyticsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>Loading your call figures...</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          // As tall as a figure's card: its label, the large figure and the change under it.
          <Skeleton key={index} h={110} radius="md" />
        ))}
      </SimpleGrid>
      {[CHART_HEIGHT, 200, 240].map((height, index) => (
        <Paper key={index} withBorder p="md" radius="md">
          <Skeleton h={22} w={180} mb="md" />
          <Skeleton h={height} />
        </Paper>
      ))}
    </Stack>
  );
}
