import { paths } from '../../lib/paths';

export type NavItem = { to: string; label: string; matches: readonly string[] };

/** The four header entries with their sub-route highlighting rules (docs/product.md#navigation-and-route-table). */
export const navItems: readonly NavItem[] = [
  { to: paths.agents, label: 'Update My Agent', matches: ['/agents', '/agent/', '/agent', '/calls'] },
  {
    to: paths.connect,
    label: 'Connect My Agent',
    matches: ['/connect', '/phone-numbers', '/calendar', '/google-auth-callback'],
  },
  { to: paths.subscription, label: 'Subscription', matches: ['/subscription'] },
  { to: paths.account, label: 'Account', matches: ['/account'] },
];

/** True when the path is the entry's route or one of its sub-routes (prefix at a path boundary or '-'). */
export function isNavItemActive(item: NavItem, pathname: string) {
  return item.matches.some((prefix) => {
    if (prefix.endsWith('/')) return pathname.startsWith(prefix);
    if (!pathname.startsWith(prefix)) return false;
    const next = pathname.charAt(prefix.length);
    return next === '' || next === '/' || next === '-';
  });
}
