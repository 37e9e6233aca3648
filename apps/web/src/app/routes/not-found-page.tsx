import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

/** The way out names the page it opens: Home for a signed-in owner, Sign in for a visitor. */
export function NotFoundPage({ to, label }: { to: string; label: string }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={to}>
          {label}
        </Button>
      </Stack>
    </Center>
  );
}
