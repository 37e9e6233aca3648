import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Icon } from './tabler-icon';
import { LinkCard } from './link-card';

export type NavTileProps = {
  to: string;
  title: string;
  text: string;
  icon: Icon;
  /** Anything the tile says after its line, such as how that part stands now (the connect hub). */
  children?: ReactNode;
};

/** A page's way into one of its parts: icon, title and a line on what is there (Home, Connect). */
export function NavTile({ to, title, text, icon: Icon, children }: NavTileProps) {
  return (
    <LinkCard to={to}>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon width={26} height={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </LinkCard>
  );
}
