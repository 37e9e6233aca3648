import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import classes from './not-found-page.module.css';

type Way = { to: string; label: string };

/**
 * One card, as the other pages before sign-in have: what happened, and the way out naming the page
 * it opens (Home for a signed-in owner, Sign in for a visitor, who may also want to sign up).
 */
export function NotFoundPage({ to, label, also }: Way & { also?: Way }) {
  return (
    <div className={classes.page}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md" className={classes.card}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Text size="sm" fw={600} className={classes.code}>
              Error 404
            </Text>
            <Title order={1} className={classes.title}>
              Page not found
            </Title>
            <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={to}>
              {label}
            </Button>
            {also && (
              <Button component={Link} to={also.to} variant="default">
                {also.label}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
