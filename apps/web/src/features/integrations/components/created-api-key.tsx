import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CreatedApiKey } from '@portal/shared/api-keys';
import { API_KEY_SCOPE_LABELS } from '@portal/shared/api-keys.plain';
import { useEffect, useRef } from 'react';
import { CopyText } from './copy-text';
import classes from './create-api-key-modal.module.css';

/**
 * The new key, this once: in a read-only field with Copy, the warning that it will not be shown
 * again, and a command that tries it (lists the owner's agents) from a terminal.
 */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  // The form (and the button that had focus) is gone: focus goes to the key, inside the dialog.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const command = `curl -H "Authorization: Bearer ${created.key}" ${window.location.origin}/api/agents`;
  return (
    <Stack gap="md">
      <Text>
        Copy the key for “{created.apiKey.name}” ({API_KEY_SCOPE_LABELS[created.apiKey.scope].toLowerCase()}) now and
        keep it somewhere safe. <strong>It will not be shown again.</strong>
      </Text>
      <div className={classes.keyLine}>
        <TextInput
          ref={field}
          label="API key"
          value={created.key}
          readOnly
          className={classes.keyField}
          classNames={{ input: classes.mono }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyText value={created.key} label="Copy key" primary />
      </div>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Try it: list your agents
        </Text>
        <pre className={classes.command}>
          <code>{command}</code>
        </pre>
        <div>
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
