import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authApi } from '../../../lib/auth-api';
import { paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import { authTexts } from '../lib/auth-views';
import { EmailField } from './email-field';
import { FormMessages } from './form-messages';

type Mode = 'forgotten_password' | 'magic_link';

/** The two views that only ask for an e-mail: password reset instructions and the magic link. */
export function EmailOnlyForm({ mode, initialError = null }: { mode: Mode; initialError?: string | null }) {
  const [error, setError] = useState<string | null>(initialError);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const texts = authTexts[mode];
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    setMessage(null);
    const { error: failure } =
      mode === 'forgotten_password'
        ? await authApi.requestPasswordReset({ email, redirectTo: paths.emailLinkLanding.passwordReset })
        : await authApi.sendMagicLink({
            email,
            callbackURL: paths.home,
            errorCallbackURL: paths.emailLinkLanding.magicLink,
          });
    if (failure) return setError(authErrorMessage(failure));
    setMessage(texts.confirmation);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailField form={form} />
        <Button type="submit" fullWidth mt="xs" disabled={submitting}>
          {submitting ? texts.loading : texts.button}
        </Button>
        <FormMessages error={error} message={message} />
      </Stack>
    </form>
  );
}
