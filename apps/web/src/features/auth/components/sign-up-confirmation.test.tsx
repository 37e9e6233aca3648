import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { ConfirmEmailPage } from './confirm-email-page';
import { EmailPasswordForm } from './email-password-form';

const sandbox = vi.hoisted(() => ({ siteConfig: { sandboxMail: true } }));
vi.mock('../../../lib/site-config', () => ({ siteConfig: sandbox.siteConfig }));

const CONFIRMATION = 'Check your email for the confirmation link';

async function signUp() {
  mockApi({ 'POST /api/auth/sign-up/email': () => json({ token: null, user: { id: 'u1' } }) });
  renderPage(<EmailPasswordForm mode="sign_up" />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria Lopez');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
  await user.type(screen.getByLabelText('Create a Password'), 'Correct-Horse-42');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION);
}

beforeEach(() => {
  sandbox.siteConfig.sandboxMail = true;
});

describe('the sign-up confirmation', () => {
  it('in the sandbox, says where the e-mail is: the sandbox mailbox, opened in a new tab', async () => {
    await signUp();
    expect(screen.getByRole('status').textContent).toBe(CONFIRMATION);
    expect(
      screen.getByText(/^Sandbox: no e-mail is sent\. Find the link in the sandbox mailbox at/),
    ).toBeInTheDocument();
    const mailbox = screen.getByRole('link', { name: '/dev/mailbox' });
    expect(mailbox).toHaveAttribute('href', '/dev/mailbox');
    expect(mailbox).toHaveAttribute('target', '_blank');
  });

  it('says nothing of a mailbox when mail is really sent', async () => {
    sandbox.siteConfig.sandboxMail = false;
    await signUp();
    expect(screen.queryByText(/sandbox mailbox/)).not.toBeInTheDocument();
  });

  it('on /confirm-email, keeps its own text and adds the mailbox only in the sandbox', () => {
    const { unmount } = renderPage(<ConfirmEmailPage />);
    expect(
      screen.getByText('Please check your email inbox for a confirmation link to activate your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/dev/mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    unmount();
    sandbox.siteConfig.sandboxMail = false;
    renderPage(<ConfirmEmailPage />);
    expect(screen.queryByRole('link', { name: '/dev/mailbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });
});
