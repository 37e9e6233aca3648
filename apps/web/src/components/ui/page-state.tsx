import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ownerMessage } from '../../lib/api-client';

/** The loading, empty and error states every page shows, in one look. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export function PageError({ title = 'Something went wrong', children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      {children}
    </Alert>
  );
}

/** What could not be read, why in the owner's words, and Try again, which reads it again. */
export function LoadError({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <PageError title={title}>
      <Stack gap="sm" align="flex-start">
        <span>{ownerMessage(query.error, 'Check your connection and try again.')}</span>
        <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    </PageError>
  );
}

export function PageEmpty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}
