import { Anchor, Center, Divider, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconMail from '~icons/tabler/mail';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { confirmationAddress } from '../lib/confirmation-address';
import { ResendConfirmation } from './resend-confirmation';
import { SandboxMailboxNote } from './sandbox-mailbox-note';

/**
 * /confirm-email, where sign-up leads: the specification's thanks, the address the link went to
 * (handed over in the history entry's state, never in the address bar) and a way to get the link
 * again. Opened without an address (a bookmark, the legacy hash marker), it asks for one.
 */
export function ConfirmEmailPage() {
  const [email] = useState(() => confirmationAddress(window.history.state));
  return (
    <Center py={48} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" maw={480} w="100%">
        <Stack gap="md" ta="center" align="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconMail width={28} height={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Thank you for signing up!
          </Title>
          <Text>Please check your email inbox for a confirmation link to activate your account.</Text>
          {email && (
            <Stack gap={2} align="center" w="100%">
              <Text>
                We sent a link to{' '}
                <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {email}
                </Text>
                .
              </Text>
              <Text size="sm" c="dimmed">
                Wrong address?{' '}
                <Anchor component={Link} to={paths.signup} size="sm" underline="always">
                  Sign up again
                </Anchor>
              </Text>
            </Stack>
          )}
          <SandboxMailboxNote />
          <Text size="sm" c="dimmed">
            (If you don't see it, please check your spam folder.)
          </Text>
          <Divider w="100%" />
          <ResendConfirmation email={email} />
          <Anchor component={Link} to={paths.login}>
            Back to Login
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
