import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import IconEye from '~icons/tabler/eye';
import IconEyeOff from '~icons/tabler/eye-off';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ownerMessage } from '../../../lib/api-client';
import { useRevealWebhookSecret, useRollWebhookSecret } from '../api/change-webhook-endpoints';
import { CopyText } from './copy-text';
import classes from './webhook-endpoint-page.module.css';

/**
 * The signing secret, hidden until the owner reveals it (then with Copy, and Hide), and Roll
 * secret, which asks first: the current secret stops working at once, so the receiver must be
 * given the new one, which shows as soon as it is made. Neither is kept once hidden.
 */
export function WebhookSecret({ endpointId }: { endpointId: string }) {
  const reveal = useRevealWebhookSecret(endpointId);
  const roll = useRollWebhookSecret(endpointId);
  const [asking, setAsking] = useState(false);
  // The newest of the two: a secret rolled after one was revealed replaces it.
  const [shown, setShown] = useState<string | null>(null);

  const hide = () => {
    setShown(null);
    reveal.reset();
    roll.reset();
  };
  const confirmRoll = () =>
    roll.mutate(undefined, {
      onSuccess: ({ secret }) => {
        setShown(secret);
        setAsking(false);
      },
    });

  return (
    <div className={classes.secret} role="group" aria-labelledby="signing-secret">
      <Text fw={600} id="signing-secret">
        Signing secret
      </Text>
      <Text size="sm" c="dimmed">
        Every delivery is signed with it (Standard Webhooks), so your tool can check a delivery came from the portal.
      </Text>
      {/* The secret itself once revealed; dots in its place until then. */}
      <code className={classes.secretValue} data-hidden={shown ? undefined : true}>
        {shown ?? <span aria-hidden>whsec_••••••••••••••••••••••••</span>}
      </code>
      {reveal.isError && (
        <Alert color="red" variant="light" role="alert">
          {ownerMessage(reveal.error, 'The secret could not be read. Try again.')}
        </Alert>
      )}
      {/* The same button reveals and hides, so focus stays on it. */}
      <div className={classes.secretActions}>
        <Button
          variant="default"
          leftSection={
            shown ? <IconEyeOff width={16} height={16} aria-hidden /> : <IconEye width={16} height={16} aria-hidden />
          }
          loading={reveal.isPending}
          onClick={() => (shown ? hide() : reveal.mutate(undefined, { onSuccess: ({ secret }) => setShown(secret) }))}
        >
          {shown ? 'Hide secret' : 'Reveal secret'}
        </Button>
        {shown && <CopyText value={shown} label="Copy secret" />}
        <Button
          variant="default"
          onClick={() => {
            roll.reset();
            setAsking(true);
          }}
        >
          Roll secret
        </Button>
      </div>
      <ConfirmDialog
        opened={asking}
        title="Roll signing secret"
        confirmLabel="Roll secret"
        busyLabel="Rolling..."
        busy={roll.isPending}
        error={roll.isError ? ownerMessage(roll.error, 'The secret could not be rolled. Try again.') : null}
        danger
        onConfirm={confirmRoll}
        onClose={() => !roll.isPending && setAsking(false)}
      >
        Deliveries are signed with a new secret from now on, and the current one stops working at once: your tool
        refuses them until you give it the new one, shown next.
      </ConfirmDialog>
    </div>
  );
}
