import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../testing/render';

const signedIn = {
  user: { id: 'u1', email: 'owner@example.com', name: 'Owner', emailVerified: true },
  session: { id: 's1', expiresAt: '2026-12-01T00:00:00.000Z' },
};

// The session store is module state: each test loads a fresh copy of it, of the route and of the
// router the test renders with (the route must see the same router).
async function renderProtectedPage() {
  vi.resetModules();
  const [{ ProtectedRoute }, { renderPage }] = await Promise.all([
    import('./protected-route'),
    import('../../testing/render'),
  ]);
  const page = (
    <ProtectedRoute>
      <p>My agents page</p>
    </ProtectedRoute>
  );
  return renderPage(page, {
    path: '/agents',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  }).router;
}

describe('a protected page when the server cannot say whether there is a session', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('never sends the owner to the login on 429s: it offers to try again, and the retry lets them in', async () => {
    let answer = json({ message: 'Too many requests. Please try again later.' }, 429);
    mockFetch(() => answer.clone());
    const router = await renderProtectedPage();

    expect(screen.getByText('Initializing session...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check your session');
    expect(router.location.pathname).toBe('/agents');
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();

    answer = json(signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('My agents page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/agents');
  });

  it('still opens the login when the server says there is no session', async () => {
    mockFetch(() => json(null));
    const router = await renderProtectedPage();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });
});

describe('a protected page opened signed out (an e-mailed link)', () => {
  it('sends the owner to the login, which names the page to come back to', async () => {
    mockFetch(() => json(null));
    vi.resetModules();
    const [{ ProtectedRoute }, { renderPage }] = await Promise.all([
      import('./protected-route'),
      import('../../testing/render'),
    ]);
    const { router } = renderPage(
      <ProtectedRoute>
        <p>Privacy page</p>
      </ProtectedRoute>,
      {
        path: '/account/privacy',
        entry: '/account/privacy?archive=a1&expires=9&signature=s',
        routes: [{ path: '/login', element: <p>Login page</p> }],
      },
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.location.search).get('next')).toBe(
      '/account/privacy?archive=a1&expires=9&signature=s',
    );
  });
});
