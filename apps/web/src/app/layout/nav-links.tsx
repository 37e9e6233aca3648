import { UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import classes from './layout.module.css';
import { isNavItemActive, mobileNavItems, navItems } from './nav-items';

/**
 * The navigation entries (the mobile menu's start with Home); the active one carries
 * aria-current="page" and a marked style.
 */
export function NavLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const [pathname] = useLocation();
  return (
    <>
      {(vertical ? mobileNavItems : navItems).map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            onClick={onNavigate}
            className={vertical ? classes.mobileLink : classes.navLink}
            aria-current={active ? 'page' : undefined}
            data-active={active || undefined}
          >
            {item.label}
          </UnstyledButton>
        );
      })}
    </>
  );
}
