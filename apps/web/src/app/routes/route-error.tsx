import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load or render (for example a chunk missing after a deploy). */
export function RouteError() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be shown.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
