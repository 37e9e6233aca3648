import { Card, Group, Skeleton, Stack } from '@mantine/core';
import classes from './scenarios.module.css';

/** One row's outline: the name, what it checks and the state. */
function RowSkeleton() {
  return (
    <div className={classes.row}>
      <div className={classes.rowHead}>
        <Skeleton height={18} width="70%" className={classes.rowTitle} />
        <Skeleton height={14} width="80%" className={classes.checks} />
        <Skeleton height={14} width={64} className={classes.rowStatus} />
      </div>
    </div>
  );
}

/** The page's shape while the agent and its scenarios load, so nothing jumps when they arrive. */
export function ScenariosSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading scenarios">
      <Card withBorder radius="md" className={classes.card}>
        <div className={classes.toolbarRow}>
          <Stack gap={8}>
            <Skeleton height={28} width={240} />
            <Skeleton height={16} width={300} maw="100%" />
          </Stack>
          <Group gap="sm">
            <Skeleton height={36} width={100} />
            <Skeleton height={36} width={140} />
          </Group>
        </div>
      </Card>
      <Stack gap="xs">
        <Skeleton height={20} width={150} />
        <div className={classes.list}>
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
        </div>
      </Stack>
    </Stack>
  );
}
