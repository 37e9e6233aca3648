import { AUTH_FIELD_MESSAGES } from '@portal/shared/auth.plain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { EmailPasswordForm } from './email-password-form';

describe("the sign-up form's name", () => {
  it('is asked for, as a name the browser can fill in', () => {
    renderPage(<EmailPasswordForm mode="sign_up" />);
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('placeholder', 'Maria Lopez');
  });

  it('is required: a blank one is refused under the field, before anything is sent', async () => {
    const fetchMock = mockApi({});
    renderPage(<EmailPasswordForm mode="sign_up" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await user.type(screen.getByLabelText('Create a Password'), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_FIELD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is sent, trimmed, as the name of the new account', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/sign-up/email': () => json({ token: null, user: { id: 'u1' } }) });
    const { router } = renderPage(<EmailPasswordForm mode="sign_up" />, { path: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '  Maria Lopez ');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'maria@example.com');
    await user.type(screen.getByLabelText('Create a Password'), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/confirm-email'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { name: string; email: string };
    expect(body).toMatchObject({ name: 'Maria Lopez', email: 'maria@example.com' });
  });

  it('is not asked for when signing in', () => {
    renderPage(<EmailPasswordForm mode="sign_in" />);
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
  });
});
