import { Text } from '@mantine/core';

/** Server errors show in red under the form; confirmations in green. Both are announced. */
export function FormMessages({ error, message }: { error?: string | null; message?: string | null }) {
  return (
    <>
      {error && (
        <Text c="red.5" size="sm" role="alert" data-testid="auth-error">
          {error}
        </Text>
      )}
      {message && (
        <Text c="teal.4" size="sm" role="status" data-testid="auth-message">
          {message}
        </Text>
      )}
    </>
  );
}
