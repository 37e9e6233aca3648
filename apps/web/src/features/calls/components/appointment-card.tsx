import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import IconCalendarEvent from '~icons/tabler/calendar-event';
import { formatAppointmentTime, safeHref, type Appointment } from '../lib/format';

type Props = {
  appointment: Appointment;
  timeZone: string | null;
  /** The caller's name as the page already shows it with the caller's details. */
  callerName?: string | undefined;
};

/** The appointment the agent booked during the call, in the business's zone, with a link to the event. */
export function AppointmentCard({ appointment, timeZone, callerName }: Props) {
  const link = safeHref(appointment.htmlLink);
  // The name is said once on the page: here only when the booking is under another name.
  const name = appointment.name?.trim().toLowerCase() === callerName?.trim().toLowerCase() ? null : appointment.name;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="appointment-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="appointment-title">
          <IconCalendarEvent width={18} height={18} aria-hidden /> Appointment booked
        </Title>
        <Text>{formatAppointmentTime(appointment.start, appointment.end, timeZone)}</Text>
        {name && <Text>Name: {name}</Text>}
        {appointment.summary && <Text c="dimmed">{appointment.summary}</Text>}
        {link && (
          <Anchor href={link} target="_blank" rel="noopener noreferrer">
            Open in Google Calendar
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
