import { Button, PasswordInput, Stack } from '@mantine/core';
import { newPasswordRule } from '@portal/shared/auth.plain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authApi } from '../../../lib/auth-api';
import { authErrorMessage } from '../lib/auth-errors';
import { authTexts, NEW_PASSWORD_HINT } from '../lib/auth-views';
import { FormMessages } from './form-messages';

/** The update_password view the reset e-mail leads to; success switches the form to sign_in. */
export function UpdatePasswordForm({ token, onUpdated }: { token: string; onUpdated: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const { error: failure } = await authApi.resetPassword({ newPassword: password, token });
    if (failure) return setError(authErrorMessage(failure));
    onUpdated(authTexts.update_password.confirmation);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          placeholder="Your new password"
          description={NEW_PASSWORD_HINT}
          autoComplete="new-password"
          {...form.register('password', { validate: newPasswordRule })}
          error={form.formState.errors.password?.message}
        />
        <Button type="submit" fullWidth mt="xs" disabled={submitting}>
          {submitting ? authTexts.update_password.loading : authTexts.update_password.button}
        </Button>
        <FormMessages error={error} />
      </Stack>
    </form>
  );
}
