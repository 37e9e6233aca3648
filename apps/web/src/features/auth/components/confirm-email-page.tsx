import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import IconMail from '~icons/tabler/mail';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { confirmationAddress } from '../lib/confirmation-address';
import classes from './confirm-email-page.module.css';
import { ResendConfirmation } from './resend-confirmation';
import { SandboxMailboxNote } from './sandbox-mailbox-note';

/**
 * /confirm-email, where sign-up leads: the specification's thanks, the address the link went to
 * (handed over in the history entry's state, never in the address bar) and a way to get the link
 * again. Opened without an address (a bookmark, the legacy hash marker), it asks for one.
 * Read top to bottom as one card, left-aligned: the title and what to do, where the link went
 * with where else to look, the sandbox's note, and the two ways on at its foot.
 */
// Where to look when the mail is not in the inbox: with the address it went to, when there is one.
const spamHint = (
  <Text size="sm" c="dimmed">
    (If you don&apos;t see it, please check your spam folder.)
  </Text>
);

export function ConfirmEmailPage() {
  const [email] = useState(() => confirmationAddress(window.history.state));
  return (
    <div className={classes.page}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" className={classes.card}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} size="h2" className={classes.title}>
              Thank you for signing up!
            </Title>
            <Text c="dimmed">Please check your email inbox for a confirmation link to activate your account.</Text>
          </Stack>
          {email && (
            <div className={classes.sentTo}>
              <IconMail width={20} height={20} aria-hidden className={classes.mailIcon} />
              <div>
                <Text>
                  We sent a link to{' '}
                  <Text span fw={600} className={classes.address}>
                    {email}
                  </Text>
                  .
                </Text>
                {spamHint}
                <Text size="sm" c="dimmed">
                  {/* A link inside a sentence is underlined, told apart from its words by more than colour. */}
                  Wrong address?{' '}
                  <Anchor component={Link} to={paths.signup} size="sm" underline="always">
                    Sign up again
                  </Anchor>
                </Text>
              </div>
            </div>
          )}
          {!email && spamHint}
          <SandboxMailboxNote />
          <div className={classes.foot}>
            <ResendConfirmation email={email} />
            <Anchor component={Link} to={paths.login} size="sm" underline="hover">
              Back to Login
            </Anchor>
          </div>
        </Stack>
      </Paper>
    </div>
  );
}
