import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

/** A whole card that is one link (overview pages lead to their detail page this way). */
export function LinkCard({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Card component={Link} to={to} aria-label={label} withBorder padding="xl" radius="md" className={classes.card}>
      {children}
    </Card>
  );
}
