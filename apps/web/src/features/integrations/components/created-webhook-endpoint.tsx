import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@portal/shared/webhooks';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { VERIFY_GUIDE } from '../lib/webhook-guide';
import { CopyText } from './copy-text';
import classes from './webhook-dialog.module.css';

/**
 * The new endpoint's signing secret, in a read-only field with Copy, and how a receiver uses it in
 * one line. It can be revealed again on the endpoint's page, which Open endpoint leads to (to send
 * a test event, say).
 */
export function CreatedWebhookEndpointView({
  created,
  onDone,
}: {
  created: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  // The form (and the button that had focus) is gone: focus goes to the secret, inside the dialog.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <Stack gap="md">
      <Text>
        Events go to <strong className={classes.wrap}>{created.endpoint.url}</strong> from now on. Copy its signing
        secret into the tool that receives them: every delivery is signed with it. You can reveal it again on the
        endpoint&apos;s page.
      </Text>
      <div className={classes.secretLine}>
        <TextInput
          ref={field}
          label="Signing secret"
          value={created.secret}
          readOnly
          className={classes.secretField}
          classNames={{ input: classes.mono }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyText value={created.secret} label="Copy secret" primary />
      </div>
      <Text size="sm" c="dimmed">
        To check a delivery, give a Standard Webhooks library the secret, the body as received and the webhook-id,
        webhook-timestamp and webhook-signature headers (
        <Anchor href={VERIFY_GUIDE} underline="always" inherit>
          How to verify a delivery
        </Anchor>
        ).
      </Text>
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Button variant="default" component={Link} to={paths.webhookEndpoint(created.endpoint.id)} onClick={onDone}>
          Open endpoint
        </Button>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
