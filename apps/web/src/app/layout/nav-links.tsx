import { UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import { isNavItemActive, navItems } from './nav-items';

/** The four navigation entries; the active one carries aria-current="page". */
export function NavLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      {navItems.map((item) => {
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
