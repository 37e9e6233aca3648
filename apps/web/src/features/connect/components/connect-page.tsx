import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconPhoneCall, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ConnectBanner } from './connect-banner';
import classes from './connect-page.module.css';

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
          <Card
            key={link.to}
            component={Link}
            to={link.to}
            withBorder
            padding="xl"
            radius="md"
            className={classes.card}
          >
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light">
                <link.icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3">
                {link.title}
              </Title>
              <Text c="dimmed">{link.text}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
