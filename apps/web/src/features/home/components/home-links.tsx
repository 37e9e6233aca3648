import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import IconCreditCard from '~icons/tabler/credit-card';
import IconPlugConnected from '~icons/tabler/plug-connected';
import IconRobot from '~icons/tabler/robot';
import IconUserCircle from '~icons/tabler/user-circle';
import type { Icon } from '../../../components/ui/tabler-icon';
import { LinkCard } from '../../../components/ui/link-card';
import { paths } from '../../../lib/paths';
import classes from './home.module.css';

type HomeLink = { to: string; title: string; text: string; icon: Icon };

const links: HomeLink[] = [
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

/**
 * The portal's four areas (the spec's Home cards), in a compact row below the cockpit; on a phone
 * each card is one short row, its icon beside the words.
 */
export function HomeLinks() {
  return (
    <SimpleGrid
      component="nav"
      aria-label="Portal sections"
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing={{ base: 'sm', sm: 'md' }}
    >
      {links.map(({ to, title, text, icon: LinkIcon }) => (
        <LinkCard key={to} to={to} padding="md">
          <div className={classes.link}>
            <ThemeIcon size={32} radius="md" variant="light" className={classes.icon}>
              <LinkIcon width={20} height={20} aria-hidden />
            </ThemeIcon>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        </LinkCard>
      ))}
    </SimpleGrid>
  );
}
