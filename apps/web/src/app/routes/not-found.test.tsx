import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage } from '../../testing/render';

const signedIn = {
  user: { id: 'u1', email: 'owner@example.com', name: 'owner', emailVerified: true },
  session: { id: 's1', expiresAt: '2026-12-01T00:00:00.000Z' },
};

// The session is module state: each test reads its own through a fresh copy of the route.
async function renderUnknownAddress(session: unknown) {
  mockApi({ 'GET /api/auth/get-session': () => json(session) });
  vi.resetModules();
  const { Component } = await import('./not-found');
  renderPage(<Component />, { path: '*', entry: '/no/such/page' });
  await screen.findByRole('heading', { name: 'Page not found' });
}

describe('an unknown address', () => {
  it('shows a signed-in owner the not-found page inside the portal, with a way Home', async () => {
    await renderUnknownAddress(signedIn);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Smarter calls, more revenue.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
  });

  it('shows a visitor the public frame, with a way to sign in', async () => {
    await renderUnknownAddress(null);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
