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
 * The whole frame is dark, not only the sign-in form the specification asks to be dark: a dark
 * card on a light page looked pasted in, a dark entrance to a light app reads as meant. The kit
 * styles its components dark under the attribute; the dark values of the variables these pages
 * use are written out in the stylesheet, so the frame costs no script.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div data-mantine-color-scheme="dark" className={`${classes.shell} ${classes.publicShell}`}>
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
