import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip';
import { useReleaseNumber } from '../api/release-number';
import { errorText } from '../errors';
import classes from './owned-numbers.module.css';

/**
 * Release with a confirmation; disabled until the provider has given the number its id. Red words
 * on a white button with a pale red border: it cannot be undone, so it never looks like the row's
 * other controls; the filled red is kept for the dialog that asks (where the danger is named).
 */
export function ReleaseButton({ number }: { number: PhoneNumber }) {
  const [opened, { open, close }] = useDisclosure(false);
  const release = useReleaseNumber();
  const shown = formatPhoneNumber(number.phoneNumber);
  const confirm = () =>
    release.mutate(number.id, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: `${shown} was released.` });
      },
    });
  const dismiss = () => {
    if (release.isPending) return;
    release.reset();
    close();
  };
  const disabled = !number.providerNumberId;
  return (
    <>
      <LazyTooltip label="The provider is still setting this number up" disabled={!disabled}>
        <Button
          variant="default"
          size="sm"
          onClick={open}
          disabled={disabled}
          aria-label={`Release ${shown}`}
          className={classes.releaseButton}
        >
          Release
        </Button>
      </LazyTooltip>
      <ConfirmDialog
        opened={opened}
        title="Release this number?"
        confirmLabel="Release"
        busyLabel="Releasing..."
        busy={release.isPending}
        error={release.error ? errorText(release.error) : null}
        danger
        onConfirm={confirm}
        onClose={dismiss}
      >
        {`${shown} goes back to the provider and calls to it will no longer reach your agent. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
