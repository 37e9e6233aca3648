import { Anchor, Text } from '@mantine/core';
import { SANDBOX_MAILBOX_PATH } from '@portal/shared/site-config.plain';
import { siteConfig } from '../../../lib/site-config';

/**
 * While mail is emulated no e-mail leaves the server, so an owner waiting for the confirmation
 * link is told where it is: the sandbox mailbox, which lists every message the portal sent.
 */
export function SandboxMailboxNote() {
  if (!siteConfig.sandboxMail) return null;
  return (
    <Text size="sm" c="dimmed">
      Sandbox: no e-mail is sent. Find the link in the sandbox mailbox at{' '}
      <Anchor href={SANDBOX_MAILBOX_PATH} target="_blank" rel="noopener" underline="always">
        {SANDBOX_MAILBOX_PATH}
      </Anchor>{' '}
      (opens in a new tab).
    </Text>
  );
}
