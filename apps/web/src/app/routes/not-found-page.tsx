import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home}>
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
