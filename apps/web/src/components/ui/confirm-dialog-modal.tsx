import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './confirm-dialog-modal.module.css';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  /** A destructive action: red confirm button, focus starts on Cancel. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A yes/no question in a Mantine modal (focus trapped, Escape closes, focus returns to the
 * trigger). While the action runs it cannot be dismissed, so its outcome is never hidden. On a
 * phone it rises from the bottom edge, its buttons within a thumb's reach.
 */
export function ConfirmDialogModal({
  opened,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      classNames={{ inner: classes.inner, content: classes.content }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        <Text>{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus={danger || undefined}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
