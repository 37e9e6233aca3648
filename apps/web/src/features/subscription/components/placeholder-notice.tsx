import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The placeholder alert, as an accessible dialog (focus trapped, Escape closes, focus returns). */
export function PlaceholderNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title="Billing not connected"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
