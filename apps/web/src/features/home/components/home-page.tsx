import { Stack, Text, Title } from '@mantine/core';
import { Cockpit } from './cockpit';
import { HomeLinks } from './home-links';
import classes from './home.module.css';

/**
 * Home: the owner's cockpit (is each agent answering, what next, what happened), then the portal's
 * areas. A working page's header (title and one line), not a landing page's: the tagline is the
 * footer's.
 */
export function HomePage() {
  return (
    <Stack gap="xl" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>Your Agent Portal</Title>
        <Text c="dimmed" maw={720}>
          Set up and personalise your AI phone agent, connect it to your phone number and calendar, and manage your
          account settings.
        </Text>
      </Stack>
      <Cockpit />
      <HomeLinks />
    </Stack>
  );
}
