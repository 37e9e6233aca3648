import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_CLOSING_TEXTS } from '@portal/shared/account-closing.plain';
import { useState } from 'react';
import IconTrash from '~icons/tabler/trash';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';

const TITLE_ID = 'close-account-title';

/** The dialog, loaded the first time it opens: the page carries none of it until then. */
const CloseAccountModal = lazyOverlay(() => import('./close-account-modal').then((module) => module.CloseAccountModal));

/**
 * The page's last section, kept quiet as the agent hub's Delete is: what closing does in one line
 * and a Close account button, which opens the dialog that asks for the e-mail and password.
 */
export function CloseAccountSection() {
  const [opened, setOpened] = useState(false);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={TITLE_ID}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id={TITLE_ID}>
            {ACCOUNT_CLOSING_TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed">
            {ACCOUNT_CLOSING_TEXTS.intro} This cannot be undone.
          </Text>
        </Stack>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {ACCOUNT_CLOSING_TEXTS.openButton}
        </Button>
      </Group>
      <CloseAccountModal opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
