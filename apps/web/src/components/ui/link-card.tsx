import { Card, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './link-card.module.css';

/** A whole card that is one link (overview pages lead to their detail page this way). */
export function LinkCard({
  to,
  label,
  padding = 'xl',
  children,
}: {
  to: string;
  label?: string;
  padding?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card component={Link} to={to} aria-label={label} withBorder padding={padding} radius="md" className={classes.card}>
      {children}
    </Card>
  );
}
