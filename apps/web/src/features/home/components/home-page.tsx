import { Stack, Text, Title } from '@mantine/core';
import { Cockpit } from './cockpit';
import { HomeLinks } from './home-links';

/** Home: the owner's cockpit (is each agent answering, what next, what happened), then the portal's areas. */
export function HomePage() {
  return (
    <Stack gap="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>Your Agent Portal</Title>
        <Text size="lg" maw={640}>
          Set up and personalise your AI phone agent, connect it to your phone number and calendar, and manage your
          account settings.
        </Text>
        <Text fw={600} c="blue.8">
          Smarter calls, more revenue.
        </Text>
      </Stack>
      <Cockpit />
      <HomeLinks />
    </Stack>
  );
}
