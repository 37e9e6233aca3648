import { ACCOUNT_CLOSING_ERRORS, ACCOUNT_CLOSING_TEXTS, type CloseAccountCheck } from '@portal/shared/account-closing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { authApi } from '../../../lib/auth-api';
import { CloseAccountSection } from './close-account-section';

vi.mock('../../../lib/auth-api', () => ({
  authApi: {
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
    signInWithProvider: vi.fn(async () => ({ data: {}, error: null })),
  },
}));

const EMAIL = 'dana@example.com';
const check = (changes: Partial<CloseAccountCheck> = {}): CloseAccountCheck => ({
  email: EMAIL,
  proof: 'password',
  freshSignIn: false,
  ...changes,
});

const open = async () => {
  const page = renderPage(<CloseAccountSection />, {
    path: '/account/privacy',
    routes: [{ path: '/login', element: <p>Sign-in page</p> }],
  });
  await userEvent.click(screen.getByRole('button', { name: ACCOUNT_CLOSING_TEXTS.openButton }));
  return { ...page, dialog: await screen.findByRole('dialog', { name: ACCOUNT_CLOSING_TEXTS.dialogTitle }) };
};
const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: ACCOUNT_CLOSING_TEXTS.confirmButton });

afterEach(() => vi.clearAllMocks());

describe('CloseAccountSection', { timeout: 20_000 }, () => {
  it('says what closing does, asks for the e-mail and password, and lands on the sign-in page signed out', async () => {
    const fetchMock = mockApi({
      'GET /api/account/close': () => json(check()),
      'POST /api/account/close': () => json({ closed: true }),
    });
    const { dialog, router } = await open();
    expect(screen.getByRole('region', { name: ACCOUNT_CLOSING_TEXTS.title })).toBeInTheDocument();
    await within(dialog).findByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel);
    for (const line of ACCOUNT_CLOSING_TEXTS.consequences) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: ACCOUNT_CLOSING_TEXTS.exportFirst })).toHaveAttribute(
      'href',
      '#export-title',
    );
    // Focus starts on the e-mail field; the button waits for the address and the password.
    await waitFor(() => expect(within(dialog).getByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel)).toHaveFocus());
    expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.keyboard('DANA@example.com');
    expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('Correct-Horse-42');
    expect(confirmButton(dialog)).toBeEnabled();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.location).toEqual({ pathname: '/login', search: '?closed=1' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'DANA@example.com', password: 'Correct-Horse-42' });
    expect(authApi.signOut).toHaveBeenCalledOnce();
  });

  it('shows a refusal in the owner’s words and keeps what was typed', async () => {
    mockApi({
      'GET /api/account/close': () => json(check()),
      'POST /api/account/close': () =>
        json({ error: { code: 'BAD_REQUEST', message: ACCOUNT_CLOSING_ERRORS.wrongPassword } }, 400),
    });
    const { dialog } = await open();
    await userEvent.type(await within(dialog).findByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel), EMAIL);
    await userEvent.type(within(dialog).getByLabelText(ACCOUNT_CLOSING_TEXTS.passwordLabel), 'Wrong-Horse-42');
    await userEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_CLOSING_ERRORS.wrongPassword);
    expect(within(dialog).getByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel)).toHaveValue(EMAIL);
    expect(within(dialog).getByLabelText(ACCOUNT_CLOSING_TEXTS.passwordLabel)).toHaveValue('Wrong-Horse-42');
    expect(authApi.signOut).not.toHaveBeenCalled();
  });

  it('asks an owner without a password to sign in with Google again, coming back to this page', async () => {
    mockApi({ 'GET /api/account/close': () => json(check({ proof: 'google', freshSignIn: false })) });
    const { dialog } = await open();
    await userEvent.type(await within(dialog).findByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel), EMAIL);
    expect(within(dialog).queryByLabelText(ACCOUNT_CLOSING_TEXTS.passwordLabel)).toBeNull();
    expect(within(dialog).getByText(ACCOUNT_CLOSING_TEXTS.googleNote)).toBeInTheDocument();
    expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_CLOSING_TEXTS.googleButton }));
    expect(authApi.signInWithProvider).toHaveBeenCalledWith({
      provider: 'google',
      callbackURL: window.location.pathname,
      errorCallbackURL: '/login',
    });
  });

  it('lets an owner who just signed in with Google close with the e-mail alone', async () => {
    const fetchMock = mockApi({
      'GET /api/account/close': () => json(check({ proof: 'google', freshSignIn: true })),
      'POST /api/account/close': () => json({ closed: true }),
    });
    const { dialog, router } = await open();
    await userEvent.type(await within(dialog).findByLabelText(ACCOUNT_CLOSING_TEXTS.emailLabel), EMAIL);
    expect(within(dialog).getByText(ACCOUNT_CLOSING_TEXTS.googleFresh)).toBeInTheDocument();
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => expect(router.location).toEqual({ pathname: '/login', search: '?closed=1' }));
    expect(sentBody(fetchMock, 1)).toEqual({ email: EMAIL });
  });
});
