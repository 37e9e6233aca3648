import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import IconLogout from '~icons/tabler/logout';
import { useState, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyOverlay } from '../../components/ui/lazy-overlay';
import { LazyTooltip } from '../../components/ui/lazy-tooltip';
import { authApi } from '../../lib/auth-api';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { queryClient } from '../../lib/query-client';
import { Brand } from './brand';
import classes from './layout.module.css';
import { NavLinks } from './nav-links';

const MobileMenu = lazyOverlay(() => import('./mobile-menu').then((module) => module.MobileMenu));

export const MOBILE_QUERY = '(max-width: 767.98px)';

function useSignOut() {
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    // 401/403/404 from the server mean the session is already gone: sign out locally all the same.
    await authApi.signOut().catch(() => undefined);
    queryClient.clear();
    setSigningOut(false);
    navigate(paths.login, { replace: true });
  };
  return { signOut, signingOut };
}

/**
 * From 992 px, who is signed in: the address's first letter in a small round mark, then the
 * address on two lines, the name before the @ above the domain, as an account switcher shows a
 * name over its address. Each line is shortened on its own when the bar is narrow, so a long
 * address reads as shortened, not cut off (whole in the tooltip and to screen readers). Narrower
 * screens need the bar for the entries; the address is on the Account page.
 */
function SignedInAs({ email, pending }: { email: string; pending: boolean }) {
  const at = email.lastIndexOf('@');
  const [local, domain] = at > 0 ? [email.slice(0, at), email.slice(at)] : [email, ''];
  return (
    <div className={classes.signedInAs}>
      {!pending && email && (
        <span className={classes.accountMark} aria-hidden>
          {email.charAt(0).toUpperCase()}
        </span>
      )}
      <LazyTooltip label={email} disabled={pending || !email} openDelay={200} position="bottom-end">
        <span className={classes.userEmail} data-testid="user-email">
          <span className={classes.emailLocal} data-part="local">
            {local}
          </span>
          {domain && <span className={classes.emailDomain}>{domain}</span>}
        </span>
      </LazyTooltip>
    </div>
  );
}

export function Header({ elementRef }: { elementRef?: RefObject<HTMLElement | null> }) {
  const { data, isPending } = useSession();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpened, menu] = useDisclosure(false);
  const { signOut, signingOut } = useSignOut();
  const email = isPending ? 'Loading user...' : (data?.user.email ?? '');

  return (
    <header className={classes.header} ref={elementRef}>
      <Group justify="space-between" wrap="nowrap" className={classes.headerInner}>
        <Group gap="md" wrap="nowrap" className={classes.headerStart}>
          <Link to={paths.home} className={classes.brandLink} aria-label="AI Voice Agent Platform home">
            <Brand textClassName={classes.headerBrandText} />
          </Link>
          {!isMobile && (
            <nav aria-label="Main" className={classes.desktopNav}>
              <NavLinks />
            </nav>
          )}
        </Group>
        {isMobile ? (
          // While the drawer is open its own close button is the one way out a screen reader or the
          // keyboard meets (the drawer traps focus), so the burger leaves the tree rather than being
          // a second 'Close menu'; the overlay and Escape close the drawer too.
          <Burger
            // Three bars even while the menu is open: the drawer's own button is the one close control.
            opened={false}
            onClick={menu.open}
            aria-label="Open menu"
            aria-expanded={menuOpened}
            aria-hidden={menuOpened || undefined}
            tabIndex={menuOpened ? -1 : undefined}
          />
        ) : (
          <Group gap="sm" wrap="nowrap" className={classes.account}>
            <SignedInAs email={email} pending={isPending} />
            <Button
              variant="default"
              leftSection={<IconLogout width={16} height={16} />}
              onClick={signOut}
              loading={signingOut}
              className={classes.signOut}
            >
              Sign Out
            </Button>
          </Group>
        )}
      </Group>
      <MobileMenu
        opened={menuOpened && !!isMobile}
        onClose={menu.close}
        email={email}
        onSignOut={signOut}
        signingOut={signingOut}
      />
    </header>
  );
}
