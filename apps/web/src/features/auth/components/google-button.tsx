import { Button } from '@mantine/core';
import IconBrandGoogleFilled from '~icons/tabler/brand-google-filled';
import { useState } from 'react';
import { authApi } from '../../../lib/auth-api';
import { paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import { FormMessages } from './form-messages';

/** Google is the only sign-in provider. */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const { error: failure } = await authApi.signInWithProvider({
      provider: 'google',
      callbackURL: paths.home,
      errorCallbackURL: paths.login,
    });
    // On success the browser is already leaving for Google's consent page.
    if (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled width={18} height={18} aria-hidden />}
        onClick={signIn}
        loading={busy}
      >
        Sign in with Google
      </Button>
      <FormMessages error={error} />
    </>
  );
}
