import { Text } from '@mantine/core';
import IconChevronRight from '~icons/tabler/chevron-right';
import IconCreditCard from '~icons/tabler/credit-card';
import IconPlugConnected from '~icons/tabler/plug-connected';
import IconRobot from '~icons/tabler/robot';
import IconUserCircle from '~icons/tabler/user-circle';
import { Link } from 'wouter';
import type { Icon } from '../../../components/ui/tabler-icon';
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
 * The portal's four areas (the spec's Home cards), quiet under the cockpit: they repeat the top
 * bar, so they are one band of four links (a list of rows on a phone), not four cards beside the
 * agents' cards.
 */
export function HomeLinks() {
  return (
    <nav aria-label="Portal sections" className={classes.links}>
      {links.map(({ to, title, text, icon: LinkIcon }) => (
        <Link key={to} to={to} className={classes.link}>
          <LinkIcon width={20} height={20} aria-hidden className={classes.icon} />
          <Text size="sm" fw={600} className={classes.title}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" className={classes.text}>
            {text}
          </Text>
          <IconChevronRight width={16} height={16} aria-hidden className={classes.chevron} />
        </Link>
      ))}
    </nav>
  );
}
