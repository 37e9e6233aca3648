import { paths } from '../../lib/paths';

/** `exact`: only the route itself, not what starts with it (Home is '/', the start of every path). */
export type NavItem = { to: string; label: string; matches: readonly string[]; exact?: boolean };

/**
 * The spec's four header entries, then Calls (its analytics, callers and block list included: a sixth entry would
 * not fit the bar beside a long e-mail from 1024 px), with their sub-route highlighting rules
 * (docs/product.md#navigation-and-route-table).
 */
export const navItems: readonly NavItem[] = [
  { to: paths.agents, label: 'Update My Agent', matches: ['/agents', '/agent/', '/agent'] },
  {
    to: paths.connect,
    label: 'Connect My Agent',
    matches: ['/connect', '/phone-numbers', '/calendar', '/google-auth-callback'],
  },
  { to: paths.subscription, label: 'Subscription', matches: ['/subscription'] },
  { to: paths.account, label: 'Account', matches: ['/account'] },
  { to: paths.calls, label: 'Calls', matches: ['/calls', '/analytics', '/blocked-callers', '/callers'] },
];

/** The mobile menu starts with Home: on a phone the brand link is easy to miss as the way back. */
export const mobileNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'Home', matches: [paths.home], exact: true },
  ...navItems,
];

/** True when the path is the entry's route or one of its sub-routes (prefix at a path boundary or '-'). */
export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.exact) return item.matches.includes(pathname);
  return item.matches.some((prefix) => {
    if (prefix.endsWith('/')) return pathname.startsWith(prefix);
    if (!pathname.startsWith(prefix)) return false;
    const next = pathname.charAt(prefix.length);
    return next === '' || next === '/' || next === '-';
  });
}
