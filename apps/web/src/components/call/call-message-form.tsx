import { Button, Group, TextInput } from '@mantine/core';
import IconSend from '~icons/tabler/send';
import { useState, type FormEvent } from 'react';
import { sendCallText } from '../../lib/call/active-call-store';
import classes from './call-panel.module.css';

/** Types a caller turn to the agent (works without a microphone). */
export function CallMessageForm({ disabled }: { disabled: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || disabled) return;
    void sendCallText(text);
    setText('');
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          label="Type to the agent"
          placeholder="Ask a question..."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={disabled}
          maxLength={2000}
          autoComplete="off"
          classNames={{ label: classes.messageLabel }}
        />
        <Button
          type="submit"
          disabled={disabled || !text.trim()}
          leftSection={<IconSend width={16} height={16} aria-hidden />}
        >
          Send
        </Button>
      </Group>
    </form>
  );
}
