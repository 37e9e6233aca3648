import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { currentPasswordRule, nameRule, newPasswordRule } from '@portal/shared/auth.plain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { authApi } from '../../../lib/auth-api';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { pageAfterSignIn, paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import { authTexts, NEW_PASSWORD_HINT } from '../lib/auth-views';
import { confirmationState } from '../lib/confirmation-address';
import { EmailField } from './email-field';
import { FormMessages } from './form-messages';

type Mode = 'sign_in' | 'sign_up';
type Values = { name: string; email: string; password: string };

type Props = { mode: Mode; initialError?: string | null; initialMessage?: string | null };

export function EmailPasswordForm({ mode, initialError = null, initialMessage = null }: Props) {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(initialError);
  const [message, setMessage] = useState<string | null>(initialMessage);
  const form = useForm<Values>({ defaultValues: { name: '', email: '', password: '' } });
  const texts = authTexts[mode];
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setError(null);
    setMessage(null);
    if (mode === 'sign_in') {
      // The callback address is that of the new confirmation link an unconfirmed address is sent.
      const { error: failure } = await authApi.signInWithEmail({
        email,
        password,
        callbackURL: paths.emailLinkLanding.confirmation,
      });
      if (failure) return setError(authErrorMessage(failure));
      navigate(pageAfterSignIn(search), { replace: true });
      return;
    }
    const { data, error: failure } = await authApi.signUpWithEmail({
      email,
      password,
      // The owner's name becomes the profile's Full Name (apps/server/src/auth/profile-hooks.ts).
      name: name.trim(),
      callbackURL: paths.emailLinkLanding.confirmation,
    });
    if (failure) return setError(authErrorMessage(failure));
    // A user without a session must confirm the address first: /confirm-email names it (from the
    // history entry's state, not the address bar) and can send the link again.
    if (data && !data.token) {
      navigate(paths.confirmEmail, { state: confirmationState(email) });
      return;
    }
    navigate(paths.home, { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mode === 'sign_up' && (
          <TextInput
            label="Your name"
            placeholder="Maria Lopez"
            autoComplete="name"
            {...form.register('name', { validate: nameRule })}
            error={form.formState.errors.name?.message}
          />
        )}
        <EmailField form={form} />
        <PasswordInput
          label={mode === 'sign_in' ? 'Your Password' : 'Create a Password'}
          placeholder="Your password"
          description={mode === 'sign_up' ? NEW_PASSWORD_HINT : undefined}
          autoComplete={mode === 'sign_in' ? 'current-password' : 'new-password'}
          {...form.register('password', {
            validate: mode === 'sign_in' ? currentPasswordRule : newPasswordRule,
          })}
          error={form.formState.errors.password?.message}
        />
        <Button type="submit" fullWidth mt="xs" disabled={submitting}>
          {submitting ? texts.loading : texts.button}
        </Button>
        <FormMessages error={error} message={message} />
      </Stack>
    </form>
  );
}
