import { Alert, Stack } from '@mantine/core';
import { usePageMessages, type MessageKind } from '../hooks/page-messages';
import classes from './configure.module.css';

const COLORS: Record<MessageKind, string> = { success: 'green', info: 'blue', warning: 'yellow', error: 'red' };

/** The sticky success and error messages at the top of the configuration page (docs/product.md#agent-configuration). */
export function PageMessages() {
  const { messages, dismiss } = usePageMessages();
  return (
    <div className={classes.messages} aria-live="polite">
      {messages.length > 0 && (
        <Stack gap="xs">
          {messages.map((message) => (
            <Alert
              key={message.id}
              color={COLORS[message.kind]}
              variant="light"
              role={message.kind === 'error' ? 'alert' : 'status'}
              withCloseButton
              closeButtonLabel="Dismiss message"
              onClose={() => dismiss(message.id)}
            >
              {message.text}
            </Alert>
          ))}
        </Stack>
      )}
    </div>
  );
}
