import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/page-state';
import classes from './list-card.module.css';

/** Where the rows will be, while the list is read: a few lines in their place, so nothing jumps. */
export function ListLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <Stack gap="sm" className={classes.state} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={20} aria-hidden />
      ))}
    </Stack>
  );
}

export function ListLoadError(props: Parameters<typeof LoadError>[0]) {
  return (
    <div className={classes.state}>
      <LoadError {...props} />
    </div>
  );
}

/** Nothing in the list yet: what it will hold and how to start it. */
export function ListEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.empty}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </div>
  );
}
