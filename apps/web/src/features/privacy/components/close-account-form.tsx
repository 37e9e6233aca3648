import { Alert, Anchor, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_CLOSING_TEXTS, CLOSED_QUERY, sameEmail } from '@portal/shared/account-closing.plain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { LoadError } from '../../../components/ui/page-state';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { authApi } from '../../../lib/auth-api';
import { paths } from '../../../lib/paths';
import { useCloseAccount, useCloseAccountCheck } from '../api/close-account-api';
import classes from './close-account-form.module.css';

/** Where "Download my data" is on the page: the export section's title. */
const EXPORT_SECTION = '#export-title';

/**
 * The dialog's body. "Close my account" is enabled once the typed e-mail is the account's and the
 * password is given (or the Google sign-in is recent). After closing, the browser signs out and
 * lands on the sign-in page, which says the account is closed. A refusal is shown in the owner's
 * words and what was typed stays.
 */
export function CloseAccountForm({ onCancel, onBusy }: { onCancel: () => void; onBusy: (busy: boolean) => void }) {
  const check = useCloseAccountCheck(true);
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [leaving, setLeaving] = useState(false);
  const busy = close.isPending || leaving;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  // The fields appear once the check is read, after the dialog took focus: the e-mail takes it then.
  const emailField = useRef<HTMLInputElement>(null);
  const loaded = check.isSuccess;
  useEffect(() => {
    if (loaded) emailField.current?.focus();
  }, [loaded]);

  if (check.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading">
        <Skeleton height={20} aria-hidden />
        <Skeleton height={80} aria-hidden />
      </Stack>
    );
  }
  if (check.isError) return <LoadError title="The account could not be read" query={check} />;

  const { proof, freshSignIn } = check.data;
  const needsGoogle = proof === 'google' && !freshSignIn;
  const ready = sameEmail(email, check.data.email) && (proof === 'google' ? freshSignIn : password.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    close.mutate(
      { email, ...(proof === 'password' ? { password } : {}) },
      {
        onSuccess: async () => {
          setLeaving(true);
          // The session ended with the account; this forgets it in the browser too.
          await authApi.signOut().catch(() => undefined);
          queryClient.clear();
          navigate(`${paths.login}?${CLOSED_QUERY}=1`, { replace: true });
        },
        onError: (error) => {
          // A Google sign-in that grew old while the dialog was open: offer the new sign-in.
          if (error instanceof ApiError && error.code === 'FORBIDDEN') void check.refetch();
        },
      },
    );
  };

  const signInWithGoogle = () =>
    void authApi.signInWithProvider({
      provider: 'google',
      callbackURL: window.location.pathname,
      errorCallbackURL: paths.login,
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{ACCOUNT_CLOSING_TEXTS.happens}</Text>
        <ul className={classes.consequences}>
          {ACCOUNT_CLOSING_TEXTS.consequences.map((line) => (
            <li key={line}>
              <Text size="sm">{line}</Text>
            </li>
          ))}
        </ul>
        <Text size="sm">
          <Anchor href={EXPORT_SECTION} onClick={onCancel}>
            {ACCOUNT_CLOSING_TEXTS.exportFirst}
          </Anchor>
        </Text>
        <TextInput
          label={ACCOUNT_CLOSING_TEXTS.emailLabel}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          disabled={busy}
          ref={emailField}
        />
        {proof === 'password' ? (
          <PasswordInput
            label={ACCOUNT_CLOSING_TEXTS.passwordLabel}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={busy}
          />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{needsGoogle ? ACCOUNT_CLOSING_TEXTS.googleNote : ACCOUNT_CLOSING_TEXTS.googleFresh}</Text>
            {needsGoogle && (
              <Button variant="default" onClick={signInWithGoogle}>
                {ACCOUNT_CLOSING_TEXTS.googleButton}
              </Button>
            )}
          </Stack>
        )}
        {close.isError && (
          <Alert color="red" variant="light" role="alert">
            {ownerMessage(close.error, ACCOUNT_CLOSING_TEXTS.fallbackError)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {ACCOUNT_CLOSING_TEXTS.cancelButton}
          </Button>
          <Button type="submit" color="red" disabled={!ready} loading={busy}>
            {busy ? ACCOUNT_CLOSING_TEXTS.busyButton : ACCOUNT_CLOSING_TEXTS.confirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
