import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPlugConnected, IconRobot, IconUserCircle, type Icon } from '@tabler/icons-react';
import { NavTile } from '../../../components/ui/nav-tile';
import { paths } from '../../../lib/paths';

type HomeCard = { to: string; title: string; text: string; icon: Icon };

const cards: HomeCard[] = [
  {
    to: paths.agents,
    title: 'Update My Agent',
    text: 'Create, personalise and test your AI phone agents.',
    icon: IconRobot,
  },
  {
    to: paths.connect,
    title: 'Connect My Agent',
    text: 'Give your agent a phone number and connect your calendar.',
    icon: IconPlugConnected,
  },
  { to: paths.subscription, title: 'Subscription', text: 'See your plan, usage and billing.', icon: IconCreditCard },
  { to: paths.account, title: 'Account', text: 'View and edit your profile details.', icon: IconUserCircle },
];

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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map((card) => (
          <NavTile key={card.to} to={card.to} title={card.title} text={card.text} icon={card.icon} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
