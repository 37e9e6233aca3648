import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import IconAlertCircle from '~icons/tabler/alert-circle';
import IconCircleCheck from '~icons/tabler/circle-check';
import { useGoogleCallback } from '../hooks/use-google-callback';

/** /google-auth-callback: progress while the code is exchanged, then the outcome briefly. */
export function GoogleCallbackPage() {
  const state = useGoogleCallback();
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1} size="h2">
          Google Calendar
        </Title>
        {state.phase === 'working' && (
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader />
            <Text>Connecting your Google Calendar...</Text>
          </Stack>
        )}
        {state.phase === 'success' && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck width={18} height={18} aria-hidden />}
          >
            Google Calendar connected! Taking you back...
          </Alert>
        )}
        {state.phase === 'error' && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle width={18} height={18} aria-hidden />}>
            {state.message}
            <Text size="sm" mt="xs">
              Returning to the calendar page...
            </Text>
          </Alert>
        )}
      </Stack>
    </Center>
  );
}
