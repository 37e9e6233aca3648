import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@portal/shared/webhooks';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { VERIFY_GUIDE } from '../lib/webhook-guide';
import { ShownOnceField } from './shown-once-field';
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
  return (
    <Stack gap="md">
      <Text>
        Events go to <strong className={classes.wrap}>{created.endpoint.url}</strong> from now on. Copy its signing
        secret into the tool that receives them: every delivery is signed with it. You can reveal it again on the
        endpoint&apos;s page.
      </Text>
      <ShownOnceField label="Signing secret" value={created.secret} copyLabel="Copy secret" />
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
