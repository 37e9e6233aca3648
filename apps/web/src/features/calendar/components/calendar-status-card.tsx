import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CalendarStatus } from '@portal/shared/calendar';
import IconBrandGoogle from '~icons/tabler/brand-google';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCalendarConnection } from '../hooks/use-calendar-connection';
import { PageErrorText } from './page-error-text';

/** Connected with the Google e-mail, or Not Connected; Connect, or Disconnect after a confirm. */
export function CalendarStatusCard({ status }: { status: CalendarStatus }) {
  const connection = useCalendarConnection();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconBrandGoogle width={26} height={26} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3">
              Google Calendar
            </Title>
            <Group gap="xs">
              <Text>Status:</Text>
              <Badge color={status.connected ? 'green' : 'gray'} variant="light" size="lg">
                {status.connected ? 'Connected' : 'Not Connected'}
              </Badge>
            </Group>
            {status.connected && status.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Connected as <strong>{status.email}</strong>
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {status.connected
            ? 'Your agents can check your availability and book appointments in this calendar.'
            : 'Connect your Google Calendar so your agents can check availability and book appointments.'}
        </Text>
        {connection.error && <PageErrorText>{connection.error}</PageErrorText>}
        <Group>
          {status.connected ? (
            <Button color="red" variant="outline" onClick={open} loading={connection.disconnecting}>
              Disconnect
            </Button>
          ) : (
            <Button onClick={connection.connect} loading={connection.connecting}>
              Connect Google Calendar
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Disconnect Google Calendar?"
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={connection.disconnecting}
        danger
        onConfirm={() => connection.disconnect(close)}
        onClose={() => !connection.disconnecting && close()}
      >
        {`Your agents will stop checking availability and booking appointments in ${status.email ?? 'this calendar'}. Access is revoked at Google.`}
      </ConfirmDialog>
    </Card>
  );
}
