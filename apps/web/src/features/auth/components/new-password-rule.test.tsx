import { AUTH_FIELD_MESSAGES, PASSWORD_MIN_LENGTH } from '@portal/shared/auth.plain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { authErrorMessage } from '../lib/auth-errors';
import { EmailPasswordForm } from './email-password-form';
import { UpdatePasswordForm } from './update-password-form';

const RULE = /at least 10 characters, and not a common password such as "password123"/;

describe('a new password', () => {
  it('says its rule under the field before anything is typed, with the shared minimum length', () => {
    renderPage(<EmailPasswordForm mode="sign_up" />);
    const hint = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;
    expect(screen.getByLabelText('Create a Password')).toHaveAccessibleDescription(hint);
    expect(screen.getByText(hint)).toBeVisible();
    renderPage(<UpdatePasswordForm token="t" onUpdated={() => undefined} />);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(hint);
  });

  it('is not described on sign-in, where any password is taken', () => {
    renderPage(<EmailPasswordForm mode="sign_in" />);
    expect(screen.getByLabelText('Your Password')).not.toHaveAccessibleDescription();
  });

  it('is refused on sign-up when it is "password", with the rule, before anything is sent', async () => {
    const fetchMock = mockApi({});
    renderPage(<EmailPasswordForm mode="sign_up" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await user.type(screen.getByLabelText('Create a Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_FIELD_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(AUTH_FIELD_MESSAGES.passwordTooShort).toMatch(RULE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Create a Password')).toHaveValue('password');
  });

  it('is refused on sign-up when it is a common one of 10 characters or more', async () => {
    mockApi({});
    renderPage(<EmailPasswordForm mode="sign_up" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await user.type(screen.getByLabelText('Create a Password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_FIELD_MESSAGES.passwordTooCommon)).toBeInTheDocument();
  });

  it('is held to the same rule when chosen after a reset, and the server’s refusal is shown in its words', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/reset-password': () =>
        json({ code: 'PASSWORD_TOO_WEAK', message: AUTH_FIELD_MESSAGES.passwordTooCommon }, 400),
    });
    renderPage(<UpdatePasswordForm token="t" onUpdated={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'qwerty');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(AUTH_FIELD_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authErrorMessage({ status: 400, code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toMatch(RULE);
    expect(
      authErrorMessage({ status: 400, code: 'PASSWORD_TOO_WEAK', message: AUTH_FIELD_MESSAGES.passwordTooCommon }),
    ).toBe(AUTH_FIELD_MESSAGES.passwordTooCommon);
  });
});
