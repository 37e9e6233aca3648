import { Anchor, Group } from '@mantine/core';
import IconArrowLeft from '~icons/tabler/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The small link above a page's title that leads back to where the page was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft width={16} height={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
