import { Button, Card, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CalendarStatus } from '@portal/shared/calendar';
import IconCalendarPlus from '~icons/tabler/calendar-plus';
import IconCalendarSearch from '~icons/tabler/calendar-search';
import IconLink from '~icons/tabler/link';
import { GoogleMark } from '../../../components/ui/brand-mark';
import { StatusMarker } from '../../../components/ui/status-marker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCalendarConnection } from '../hooks/use-calendar-connection';
import { PageErrorText } from './page-error-text';
import classes from './calendar-status-card.module.css';

/** What the booking tools do with the calendar during a call (the Scheduling card turns them on). */
const USES = [
  { icon: IconCalendarSearch, text: 'Check when you are busy before they offer a caller a time.' },
  { icon: IconCalendarPlus, text: 'Book the appointment in it, within the hours set on the Scheduling card.' },
  { icon: IconLink, text: "Show each booking on the call's page, with a link to the event." },
];

/**
 * Google Calendar as a settings page lists an integration: Google's mark, the name with its
 * status (Connected with the Google e-mail, or Not connected) and what it does, and its one
 * button at the end of the line: Connect, or a plain Disconnect that asks first (red only there).
 * Under a hairline, what the agents do with it, so the owner knows what connecting gives.
 */
export function CalendarStatusCard({ status }: { status: CalendarStatus }) {
  const connection = useCalendarConnection();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <div className={classes.row}>
        <GoogleMark size={48} />
        <div className={classes.about}>
          <Title order={2} size="h4">
            Google Calendar
          </Title>
          <div className={classes.status}>
            {/* Orange while not connected, as Connect My Agent and the hub say an agent that books
                needs it. */}
            <StatusMarker color={status.connected ? 'green' : 'orange'}>
              {status.connected ? 'Connected' : 'Not connected'}
            </StatusMarker>
            {status.connected && status.email && (
              <Text span size="sm" c="dimmed" className={classes.email}>
                {status.email}
              </Text>
            )}
          </div>
          <Text size="sm" c="dimmed" mt={4}>
            {status.connected
              ? 'Your agents check your availability and book appointments in this calendar.'
              : 'Connect your Google Calendar so your agents can check availability and book appointments.'}
          </Text>
        </div>
        <div className={classes.action}>
          {status.connected ? (
            <Button variant="default" onClick={open} loading={connection.disconnecting}>
              Disconnect
            </Button>
          ) : (
            <Button onClick={connection.connect} loading={connection.connecting}>
              Connect Google Calendar
            </Button>
          )}
        </div>
      </div>
      <div className={classes.uses}>
        <Title order={3} size="h6">
          What your agents do with it
        </Title>
        <ul className={classes.useList}>
          {USES.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon width={18} height={18} aria-hidden className={classes.useIcon} />
              <Text size="sm">{text}</Text>
            </li>
          ))}
        </ul>
      </div>
      {connection.error && (
        <div className={classes.error}>
          <PageErrorText>{connection.error}</PageErrorText>
        </div>
      )}
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
