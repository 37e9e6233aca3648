import { Button } from '@mantine/core';
import { useState } from 'react';
import { authApi } from '../../../lib/auth-api';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { pageAfterSignIn, paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import { FormMessages } from './form-messages';
import classes from './google-button.module.css';

/** Google is the only sign-in provider; one button signs in or, the first time, signs up. */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [search] = useSearchParams();

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const { error: failure } = await authApi.signInWithProvider({
      provider: 'google',
      callbackURL: pageAfterSignIn(search),
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
        leftSection={<span aria-hidden className={classes.mark} />}
        onClick={signIn}
        loading={busy}
      >
        Continue with Google
      </Button>
      <FormMessages error={error} />
    </>
  );
}
