import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

export function PageEmpty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}
