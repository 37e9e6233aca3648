import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './nav-items';

const activeLabel = (pathname: string) =>
  navItems.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

describe('navigation highlighting', () => {
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
    ['/', []],
    ['/agentsmith', []],
    ['/accounting', []],
  ])('%s highlights %j', (pathname, expected) => {
    expect(activeLabel(pathname)).toEqual(expected);
  });
});
