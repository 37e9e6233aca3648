import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { AuthPage } from './auth-page';

/** /login and /signup as the router has them, starting at `entry`. */
function renderAuth(entry: string) {
  return renderPage(<AuthPage page="login" />, {
    path: '/login',
    entry,
    routes: [{ path: '/signup', element: <AuthPage page="signup" /> }],
  }).router;
}

describe('sign-in and sign-up pages', () => {
  it('sign-up has its own address, linked from /login and back, with the same title and prompt', async () => {
    const router = renderAuth('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Voice Agent Platform' })).toBeInTheDocument();
    // The specification's prompt word for word, and the card saying which of the two it does.
    expect(screen.getByText('Please sign in or sign up:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to your account' })).toBeInTheDocument();

    const toSignUp = screen.getByRole('link', { name: "Don't have an account? Sign up" });
    expect(toSignUp).toHaveAttribute('href', '/signup');
    await userEvent.click(toSignUp);
    expect(router.location.pathname).toBe('/signup');
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Create a Password')).toBeInTheDocument();
    expect(screen.getByText('Please sign in or sign up:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    expect(router.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the old sign-up address (/login?view=sign_up) to /signup', async () => {
    const router = renderAuth('/login?view=sign_up');
    expect(await screen.findByLabelText('Create a Password')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/signup');
  });

  it('keeps the form dark on its own, whatever the frame around it', () => {
    // Rendered without the public layout (whose frame is dark too, public-layout.test.tsx).
    renderAuth('/login');
    const card = screen.getByTestId('auth-card');
    expect(card.closest('[data-mantine-color-scheme="dark"]')).not.toBeNull();
  });

  it('opens the reset request for a used reset link, says so, and sends a new link', async () => {
    mockApi({ 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    renderAuth('/login?view=update_password&error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link has expired or has already been used. Enter your email address to get a new one.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset password instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email for the password reset link');
  });

  it('names a cancelled Google sign-in in words', () => {
    renderAuth('/login?error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
    expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
  });

  it('asks the confirmation link to come back to /login, which explains one that cannot be used', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/sign-up/email': () => json({ token: null, user: { id: 'u1' } }) });
    const router = renderAuth('/signup');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria Lopez');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Create a Password'), 'Correct-Horse-42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // Sign-up goes on to the confirmation page (sign-up-confirmation.test.tsx follows it there).
    await vi.waitFor(() => expect(router.location.pathname).toBe('/confirm-email'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { callbackURL: string };
    expect(body.callbackURL).toBe('/login?link=confirmation');
  });

  it('goes on, once signed in, to the page the login was opened for, and never to another site', async () => {
    mockApi({
      'POST /api/auth/sign-in/email': () => json({ token: 't', user: { id: 'u1' } }),
      'GET /api/auth/get-session': () => json(null),
    });
    const signIn = async (entry: string) => {
      const router = renderAuth(entry);
      await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
      await userEvent.type(screen.getByLabelText('Your Password'), 'Correct-Horse-42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() => expect(router.location.pathname).not.toBe('/login'));
      return router.location;
    };
    const back = await signIn(`/login?${new URLSearchParams({ next: '/account/privacy?archive=a1' })}`);
    expect(`${back.pathname}${back.search}`).toBe('/account/privacy?archive=a1');
    cleanup();
    expect((await signIn('/login?next=%2F%2Fevil.example%2Fphish')).pathname).toBe('/');
  });
});
