import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import IconCheck from '~icons/tabler/check';
import { emailRule, normaliseEmail } from '@portal/shared/auth.plain';
import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '../../../lib/auth-api';
import { paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import hidden from '../../../components/ui/visually-hidden.module.css';

export const resendTexts = {
  prompt: "Didn't get the email?",
  button: 'Resend email',
  loading: 'Sending...',
  cooldown: (seconds: number) => `Resend in ${seconds} s`,
  sent: 'Sent again. It can take a minute or two to arrive.',
  unknownAddress: "Didn't get the email? Enter your address and we will send the link again.",
} as const;

/** Seconds before another link can be asked for: the server allows 3 a minute per client. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left, counting down once a second while above zero. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/**
 * "Resend email" on /confirm-email: a new confirmation link to the address signed up with, or,
 * when the page does not know it (opened from a bookmark or another tab), to one typed here.
 * After a send it says so and waits a minute before offering another; the button stays focusable
 * meanwhile, so keyboard focus is not lost. The server answers alike whatever the address.
 */
export function ResendConfirmation({ email }: { email: string | null }) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useCountdown();
  const waiting = sending || cooldown > 0;

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    if (waiting) return;
    const address = email ?? normaliseEmail(typed);
    if (!email) {
      const invalid = emailRule(address);
      setFieldError(invalid === true ? null : invalid);
      if (invalid !== true) return;
    }
    setSending(true);
    setError(null);
    setSent(false);
    const { error: failure } = await authApi.sendVerificationEmail({
      email: address,
      callbackURL: paths.emailLinkLanding.confirmation,
    });
    setSending(false);
    if (failure) return setError(authErrorMessage(failure));
    setSent(true);
    setCooldown(RESEND_COOLDOWN_SECONDS);
  };

  const button = (
    <Button
      type="submit"
      // Without an address, sending it again is the one thing to do here; beside one, it is a
      // fallback: the kit's bordered secondary button (its light blue is a dark navy in the dark frame).
      variant={email ? 'default' : 'filled'}
      data-disabled={waiting || undefined}
      aria-disabled={waiting}
      fullWidth={!email}
    >
      {sending ? resendTexts.loading : cooldown > 0 ? resendTexts.cooldown(cooldown) : resendTexts.button}
    </Button>
  );

  return (
    // Beside a known address, a line of its own that leaves room for Back to Login; without one, the
    // field and button take the card's width.
    <form onSubmit={resend} noValidate style={email ? undefined : { width: '100%' }}>
      <Stack gap="xs">
        {email ? (
          <Group gap="sm">
            {/* On a phone the button says it alone, so Back to Login keeps the line beside it. */}
            <Text size="sm" className={hidden.hiddenOnPhone}>
              {resendTexts.prompt}
            </Text>
            {button}
          </Group>
        ) : (
          <Stack gap="xs" w="100%" ta="left">
            <TextInput
              label="Email address"
              description={resendTexts.unknownAddress}
              placeholder="Your email address"
              type="email"
              autoComplete="email"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={fieldError}
            />
            {button}
          </Stack>
        )}
        {sent && (
          // The page's frame is dark (the public layout): the auth form's colours for its messages.
          <Text size="sm" c="teal.4" role="status">
            <IconCheck width={16} height={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
            {resendTexts.sent}
          </Text>
        )}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
