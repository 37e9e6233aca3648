import { Paper, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../lib/paths';
import { BlockForm } from './block-form';
import { BlockedCallerList } from './blocked-caller-list';
import classes from './blocked-callers-page.module.css';

/**
 * /blocked-callers: the owner's block list, as a settings page: one card, the form to block a
 * number on top and a row per blocked number under it, each with Unblock.
 */
export function BlockedCallersPage() {
  return (
    <Stack gap="lg">
      <BackLink to={paths.calls}>Back to Calls</BackLink>
      <div>
        <Title order={1}>Blocked callers</Title>
        <Text c="dimmed" mt={4}>
          Calls from these numbers are refused before your agent answers. They show in your calls as blocked and count
          toward no usage.
        </Text>
      </div>
      <Paper withBorder radius="md" className={classes.card}>
        <BlockForm />
        <div className={classes.list}>
          <BlockedCallerList />
        </div>
      </Paper>
    </Stack>
  );
}
