import { describe, expect, it } from 'vitest';
import { isNavItemActive, mobileNavItems, navItems } from './nav-items';

const activeLabel = (pathname: string, items = navItems) =>
  items.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

describe('navigation highlighting', () => {
  it('has the four entries of the spec, then Calls', () => {
    expect(navItems.map((item) => item.label)).toEqual([
      'Update My Agent',
      'Connect My Agent',
      'Subscription',
      'Account',
      'Calls',
    ]);
    expect(navItems.at(-1)!.to).toBe('/calls');
  });

  it.each([
    ['/agents', ['Update My Agent']],
    ['/agent/123', ['Update My Agent']],
    ['/agent/123/configure', ['Update My Agent']],
    ['/agent/123/profile', ['Update My Agent']],
    ['/connect', ['Connect My Agent']],
    ['/phone-numbers', ['Connect My Agent']],
    ['/calendar', ['Connect My Agent']],
    ['/subscription', ['Subscription']],
    ['/subscription-detail', ['Subscription']],
    ['/account', ['Account']],
    ['/account-detail', ['Account']],
    ['/calls', ['Calls']],
    ['/calls/abc', ['Calls']],
    ['/analytics', ['Calls']],
    ['/blocked-callers', ['Calls']],
    ['/callers', ['Calls']],
    ['/callers/abc', ['Calls']],
    ['/', []],
    ['/agentsmith', []],
    ['/accounting', []],
    ['/callsign', []],
  ])('%s highlights %j', (pathname, expected) => {
    expect(activeLabel(pathname)).toEqual(expected);
  });

  it('starts the mobile menu with Home, highlighted on / only', () => {
    expect(mobileNavItems.map((item) => item.label)).toEqual(['Home', ...navItems.map((item) => item.label)]);
    expect(activeLabel('/', mobileNavItems)).toEqual(['Home']);
    expect(activeLabel('/calls/abc', mobileNavItems)).toEqual(['Calls']);
    expect(activeLabel('/agents', mobileNavItems)).toEqual(['Update My Agent']);
  });
});
