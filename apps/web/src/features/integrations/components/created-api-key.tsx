import { Button, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiKey } from '@portal/shared/api-keys';
import { API_KEY_SCOPE_LABELS } from '@portal/shared/api-keys.plain';
import { CopyText } from './copy-text';
import classes from './create-api-key-modal.module.css';
import { ShownOnceField } from './shown-once-field';

/**
 * The new key, this once: in a read-only field with Copy, the warning that it will not be shown
 * again, and a command that tries it (lists the owner's agents) from a terminal.
 */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const command = `curl ${window.location.origin}/api/agents \\
  -H "Authorization: Bearer ${created.key}"`;
  return (
    <Stack gap="md">
      <Text>
        Copy the key for “{created.apiKey.name}” ({API_KEY_SCOPE_LABELS[created.apiKey.scope].toLowerCase()}) now and
        keep it somewhere safe. <strong>It will not be shown again.</strong>
      </Text>
      <ShownOnceField label="API key" value={created.key} copyLabel="Copy key" />
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Try it: list your agents
        </Text>
        <pre className={classes.command}>
          <code>{command}</code>
        </pre>
        <div className={classes.copyCommand}>
          <CopyText value={command} label="Copy command" />
        </div>
      </Stack>
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
