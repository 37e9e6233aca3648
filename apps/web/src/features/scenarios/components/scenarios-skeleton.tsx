import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** One card's outline: title and badge, the caller's lines, the checklist, the buttons. */
function CardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Skeleton height={24} width="45%" />
          <Skeleton height={26} width={80} radius="xl" />
        </Group>
        <Stack gap={8}>
          <Skeleton height={14} width={110} />
          <Skeleton height={14} width="70%" />
        </Stack>
        <Stack gap={8}>
          <Skeleton height={14} width={110} />
          <Skeleton height={22} width="60%" />
          <Skeleton height={22} width="50%" />
        </Stack>
        <Group gap="sm">
          <Skeleton height={36} width={80} />
          <Skeleton height={36} width={80} />
          <Skeleton height={36} width={90} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The page's shape while the agent and its scenarios load, so nothing jumps when they arrive. */
export function ScenariosSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading scenarios">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Skeleton height={28} width="55%" />
          <Group gap="sm">
            <Skeleton height={36} width={100} />
            <Skeleton height={36} width={140} />
            <Skeleton height={36} width={220} />
          </Group>
        </Stack>
      </Card>
      <Stack gap="md">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </Stack>
    </Stack>
  );
}
