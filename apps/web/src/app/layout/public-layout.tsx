import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { Brand } from './brand';
import { Footer } from './footer';
import classes from './layout.module.css';

/**
 * The pages a visitor sees before signing in (sign-in, sign-up, the confirmation note, an unknown
 * address): the shell's own top bar and footer, so they read as the same product as the portal.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group className={classes.headerInner}>
          <Link to={paths.home} className={classes.brandLink} aria-label="AI Voice Agent Platform home">
            <Brand />
          </Link>
        </Group>
      </header>
      <main className={`${classes.main} ${classes.publicMain}`}>{children}</main>
      <Footer />
    </div>
  );
}

export { PublicLayout as Component };
