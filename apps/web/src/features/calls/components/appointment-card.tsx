import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import IconCalendarEvent from '~icons/tabler/calendar-event';
import { formatAppointmentTime, safeHref, type Appointment } from '../lib/format';

/** The appointment the agent booked during the call, in the business's zone, with a link to the event. */
export function AppointmentCard({ appointment, timeZone }: { appointment: Appointment; timeZone: string | null }) {
  const link = safeHref(appointment.htmlLink);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="appointment-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="appointment-title">
          <IconCalendarEvent width={18} height={18} aria-hidden /> Appointment booked
        </Title>
        <Text>{formatAppointmentTime(appointment.start, appointment.end, timeZone)}</Text>
        {appointment.name && <Text>Name: {appointment.name}</Text>}
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
