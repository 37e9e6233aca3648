import { Anchor, Divider, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { authTexts, errorFromAddress, initialAuthView, type AuthView } from '../lib/auth-views';
import { EmailPasswordForm } from './email-password-form';
import { EmailOnlyForm } from './email-only-form';
import { GoogleButton } from './google-button';
import { UpdatePasswordForm } from './update-password-form';

/** The dark sign-in / sign-up form with its views. */
export function AuthForm() {
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState<AuthView>(() => initialAuthView(search));
  const [addressError, setAddressError] = useState(() => errorFromAddress(search));
  const [notice, setNotice] = useState<string | null>(null);
  const resetToken = search.get('token');

  const show = (next: AuthView) => {
    setView(next);
    setNotice(null);
    setAddressError(null);
    if (search.size > 0) setSearch({}, { replace: true });
  };

  const link = (target: AuthView, label: string) => (
    <Anchor component="button" type="button" size="sm" c="gray.4" onClick={() => show(target)}>
      {label}
    </Anchor>
  );

  return (
    <Paper p="xl" radius="md" withBorder w="100%" maw={420} bg="dark.7">
      <Stack gap="md">
        {(view === 'sign_in' || view === 'sign_up') && (
          <>
            <GoogleButton />
            <Divider label="or" labelPosition="center" />
          </>
        )}
        {view === 'sign_in' && (
          <EmailPasswordForm key="sign_in" mode="sign_in" initialError={addressError} initialMessage={notice} />
        )}
        {view === 'sign_up' && <EmailPasswordForm key="sign_up" mode="sign_up" />}
        {view === 'forgotten_password' && <EmailOnlyForm key="forgotten_password" mode="forgotten_password" />}
        {view === 'magic_link' && siteConfig.magicLinkEnabled && <EmailOnlyForm key="magic_link" mode="magic_link" />}
        {view === 'update_password' && resetToken && (
          <UpdatePasswordForm
            token={resetToken}
            onUpdated={(message) => {
              show('sign_in');
              setNotice(message);
            }}
          />
        )}
        <Stack gap={6} align="center">
          {view === 'sign_in' && link('forgotten_password', authTexts.forgotten_password.link)}
          {view === 'sign_in' && siteConfig.magicLinkEnabled && link('magic_link', authTexts.magic_link.link)}
          {view !== 'sign_up' && link('sign_up', authTexts.sign_up.link)}
          {view !== 'sign_in' && link('sign_in', authTexts.sign_in.link)}
        </Stack>
      </Stack>
    </Paper>
  );
}
