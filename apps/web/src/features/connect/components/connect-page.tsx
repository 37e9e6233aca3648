import { SimpleGrid, Stack, Title } from '@mantine/core';
import IconCalendarEvent from '~icons/tabler/calendar-event';
import IconPhoneCall from '~icons/tabler/phone-call';
import type { Icon } from '../../../components/ui/tabler-icon';
import { NavTile } from '../../../components/ui/nav-tile';
import { paths } from '../../../lib/paths';
import { ConnectBanner } from './connect-banner';

type HubLink = { to: string; title: string; text: string; icon: Icon };

const links: HubLink[] = [
  {
    to: paths.phoneNumbers,
    title: "Get Your Agent's Phone",
    text: 'Buy a phone number and choose which agent answers it.',
    icon: IconPhoneCall,
  },
  {
    to: paths.calendar,
    title: 'Connect Your Calendar',
    text: 'Let your agent check availability and book appointments in Google Calendar.',
    icon: IconCalendarEvent,
  },
];

/** /connect: the banner and the two ways to connect an agent. */
export function ConnectPage() {
  return (
    <Stack gap="lg">
      <ConnectBanner />
      <Title order={1}>Connect My Agent</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {links.map((link) => (
          <NavTile key={link.to} to={link.to} title={link.title} text={link.text} icon={link.icon} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
