import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '../../testing/media-query';
import { json, mockApi, renderPage } from '../../testing/render';
import { Header, MOBILE_QUERY } from './header';

/** A phone's viewport (the mobile layout applies under 768 px) or a desktop's. */
function viewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, mobile && query === MOBILE_QUERY));
}

function renderHeader(entry: string) {
  mockApi({
    'GET /api/auth/get-session': () =>
      json({ user: { id: 'u1', email: 'owner@example.com', name: '', emailVerified: true }, session: {} }),
  });
  return renderPage(<Header />, { path: '*', entry });
}

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the header navigation', { timeout: 20_000 }, () => {
  it('desktop: the four entries, then Calls, highlighted on a call page', async () => {
    viewport(false);
    renderHeader('/calls/abc');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(links(nav)).toEqual(['Update My Agent', 'Connect My Agent', 'Subscription', 'Account', 'Calls']);
    expect(within(nav).getByRole('link', { name: 'Calls' })).toHaveAttribute('href', '/calls');
    expect(within(nav).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Update My Agent' })).not.toHaveAttribute('aria-current');
  });

  it('desktop: a long e-mail is shortened in the bar, the name before the @ apart from the domain, and shown whole in a tooltip', async () => {
    viewport(false);
    const email = 'owner.with.a.remarkably.long.address@a-very-long-business-domain.example.com';
    mockApi({
      'GET /api/auth/get-session': () =>
        json({ user: { id: 'u2', email, name: '', emailVerified: true }, session: {} }),
    });
    // The session is module state that earlier tests filled: a fresh copy reads this owner's.
    vi.resetModules();
    const { Header: FreshHeader } = await import('./header');
    renderPage(<FreshHeader />, { path: '*', entry: '/' });
    const address = await screen.findByTestId('user-email');
    // Shortened by the stylesheet only: the whole address stays in the text (screen readers read it),
    // the name before the @ on a line of its own above the domain, each shortened on its own.
    expect(address).toHaveTextContent(email);
    expect(within(address).getByText('owner.with.a.remarkably.long.address')).toHaveAttribute('data-part', 'local');
    expect(within(address).getByText('@a-very-long-business-domain.example.com')).toBeInTheDocument();
    await userEvent.hover(address);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
  });

  it('mobile: the menu starts with Home, marks the current page and has exactly one close button', async () => {
    viewport(true);
    renderHeader('/calls');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(links(nav)).toEqual(['Home', 'Update My Agent', 'Connect My Agent', 'Subscription', 'Account', 'Calls']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // One way out: the drawer's own button; the burger behind it leaves the accessibility tree.
    expect(screen.getAllByRole('button', { name: /close menu/i })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('mobile: Home is the current entry on the home page, and a link closes the menu', async () => {
    viewport(true);
    const { router } = renderHeader('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'Calls' }));
    expect(router.location.pathname).toBe('/calls');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
