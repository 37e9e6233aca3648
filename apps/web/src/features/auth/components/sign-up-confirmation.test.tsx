import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { json, mockApi, renderPage } from '../../../testing/render';
import { confirmationState } from '../lib/confirmation-address';
import { ConfirmEmailPage } from './confirm-email-page';
import { EmailPasswordForm } from './email-password-form';
import { RESEND_COOLDOWN_SECONDS, resendTexts } from './resend-confirmation';

const sandbox = vi.hoisted(() => ({ siteConfig: { sandboxMail: true } }));
vi.mock('../../../lib/site-config', () => ({ siteConfig: sandbox.siteConfig }));

const ADDRESS = 'maria@example.com';
const RESEND = 'POST /api/auth/send-verification-email';

/** /confirm-email as sign-up leaves it: the address in the history entry's state, not the URL. */
function openConfirmation(email: string | null = ADDRESS) {
  window.history.replaceState(email ? confirmationState(email) : null, '', '/confirm-email');
  return renderPage(<ConfirmEmailPage />, { path: '/confirm-email' });
}

const sentBody = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { email: string; callbackURL: string };

beforeEach(() => {
  sandbox.siteConfig.sandboxMail = true;
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the sign-up confirmation', () => {
  it('follows sign-up to /confirm-email, which names the address, with nothing of it in the URL', async () => {
    mockApi({ 'POST /api/auth/sign-up/email': () => json({ token: null, user: { id: 'u1' } }) });
    window.history.replaceState(null, '', '/signup');
    // The browser's own history, as in the app: the state travels with the entry.
    render(
      <MantineProvider env="test">
        <Router>
          <Switch>
            <Route path="/signup">
              <EmailPasswordForm mode="sign_up" />
            </Route>
            <Route path="/confirm-email">
              <ConfirmEmailPage />
            </Route>
          </Switch>
        </Router>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ADDRESS);
    await user.type(screen.getByLabelText('Create a Password'), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for signing up!' })).toBeInTheDocument();
    expect(screen.getByText(/^We sent a link to/)).toHaveTextContent(`We sent a link to ${ADDRESS}.`);
    expect(window.location.pathname).toBe('/confirm-email');
    expect(window.location.href).not.toContain('maria');
    expect(window.history.state).toEqual(confirmationState(ADDRESS));
  });

  it('keeps its own texts, names the address and says where a sandbox mail is', () => {
    openConfirmation();
    expect(
      screen.getByText('Please check your email inbox for a confirmation link to activate your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText("(If you don't see it, please check your spam folder.)")).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
    expect(
      screen.getByText(/^Sandbox: no e-mail is sent\. Find the link in the sandbox mailbox at/),
    ).toBeInTheDocument();
    const mailbox = screen.getByRole('link', { name: '/dev/mailbox' });
    expect(mailbox).toHaveAttribute('href', '/dev/mailbox');
    expect(mailbox).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('says nothing of a mailbox when mail is really sent', () => {
    sandbox.siteConfig.sandboxMail = false;
    openConfirmation();
    expect(screen.queryByText(/sandbox mailbox/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '/dev/mailbox' })).not.toBeInTheDocument();
  });

  it('resends the link to that address, says so, and waits a minute before offering it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ [RESEND]: () => json({ status: true }) });
    openConfirmation();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = screen.getByRole('button', { name: resendTexts.button });
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(resendTexts.sent);
    expect(sentBody(fetchMock)).toEqual({ email: ADDRESS, callbackURL: '/login?link=confirmation' });
    expect(button).toHaveTextContent(`Resend in ${RESEND_COOLDOWN_SECONDS} s`);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button while it waits; a click then sends nothing.
    expect(button).toHaveFocus();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    for (let second = 0; second < RESEND_COOLDOWN_SECONDS; second++) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(button).toHaveTextContent(resendTexts.button);
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal in words and lets the owner try again", async () => {
    mockApi({ [RESEND]: () => json({ message: 'Too many requests' }, 429) });
    openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: resendTexts.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: resendTexts.button })).toHaveAttribute('aria-disabled', 'false');
  });

  it('opened without an address, asks for one before sending', async () => {
    const fetchMock = mockApi({ [RESEND]: () => json({ status: true }) });
    openConfirmation(null);
    expect(screen.queryByText(/^We sent a link to/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: resendTexts.button }));
    expect(screen.getByText('Email address is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ` ${ADDRESS} `);
    await user.click(screen.getByRole('button', { name: resendTexts.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(resendTexts.sent);
    expect(sentBody(fetchMock).email).toBe(ADDRESS);
  });
});
