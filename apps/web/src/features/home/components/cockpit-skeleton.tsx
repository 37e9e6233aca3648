import { Card, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** An agent card's outline: avatar, name and pill, next step, the activity panel, the two buttons. */
function AgentCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={56} width={56} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={20} width="50%" />
            <Skeleton height={26} width="70%" radius="xl" />
          </Stack>
        </Group>
        <Stack gap={8}>
          <Skeleton height={14} width={80} />
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} width="85%" />
          <Skeleton height={26} width={160} />
        </Stack>
        <Stack gap="xs">
          <Skeleton height={14} width={140} />
          <Skeleton height={124} />
        </Stack>
        <Group gap="sm" grow>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The cockpit's shape while it loads, so nothing jumps when the figures arrive. */
export function CockpitSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your agents">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Skeleton height={22} width={200} />
          <Skeleton height={14} width={260} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Skeleton height={34} />
            <Skeleton height={34} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AgentCardSkeleton />
        <AgentCardSkeleton />
      </SimpleGrid>
    </Stack>
  );
}
