import { Text, Title } from '@mantine/core';
import type { Appointment } from '@portal/shared/callers';
import { APPOINTMENT_STATUS_LABELS } from '@portal/shared/callers.plain';
import { StatusMarker } from '../../../components/ui/status-marker';
import { formatAppointmentSpan } from '../lib/format';
import { unbrokenTime } from '../../../lib/zoned-time';
import classes from './caller-page.module.css';

/** One appointment: what, when (in the zone it was booked in), and whether it stands or was cancelled and why. */
function AppointmentItem({
  appointment,
  past,
  ownerZone,
}: {
  appointment: Appointment;
  past: boolean;
  ownerZone: string;
}) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <li className={classes.appointment}>
      <Text fw={600} className={classes.wrap} c={past || cancelled ? 'dimmed' : undefined}>
        {appointment.summary}
      </Text>
      <Text size="sm" c="dimmed">
        {unbrokenTime(formatAppointmentSpan(appointment, ownerZone))}
      </Text>
      <StatusMarker color={cancelled || past ? 'gray' : 'green'}>
        {APPOINTMENT_STATUS_LABELS[appointment.status]}
      </StatusMarker>
      {cancelled && appointment.cancelReason && (
        <Text size="sm" c="dimmed" className={classes.wrap}>
          Reason: {appointment.cancelReason}
        </Text>
      )}
    </li>
  );
}

function AppointmentGroup({
  title,
  appointments,
  past,
  ownerZone,
}: {
  title: string;
  appointments: Appointment[];
  past: boolean;
  ownerZone: string;
}) {
  if (appointments.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" className={classes.groupTitle}>
        {title}
      </Text>
      <ul className={classes.appointments} aria-label={`${title} appointments`}>
        {appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} appointment={appointment} past={past} ownerZone={ownerZone} />
        ))}
      </ul>
    </div>
  );
}

type Props = {
  appointments: Appointment[];
  /** The owner's zone: an appointment's times when its agent, and so its zone, is gone. */
  ownerZone: string;
  now?: Date;
};

/**
 * The caller's appointments, a part of the page's card of records: the booked ones to come first
 * (soonest first), then the past and the cancelled ones (a cancelled visit next week is nothing to
 * expect). None is said under the title, as the page's other cards' lines are.
 */
export function CallerAppointments({ appointments, ownerZone, now = new Date() }: Props) {
  const past = (appointment: Appointment) => appointment.status === 'cancelled' || new Date(appointment.endsAt) < now;
  return (
    <section aria-labelledby="caller-appointments-title" className={classes.record}>
      <div className={classes.recordHead}>
        <Title order={2} size="h4" id="caller-appointments-title">
          Appointments
        </Title>
        {appointments.length === 0 && (
          <Text size="sm" c="dimmed">
            None booked by your agents.
          </Text>
        )}
      </div>
      <AppointmentGroup
        title="Upcoming"
        appointments={appointments.filter((a) => !past(a))}
        past={false}
        ownerZone={ownerZone}
      />
      <AppointmentGroup
        title="Past and cancelled"
        appointments={appointments.filter(past)}
        past
        ownerZone={ownerZone}
      />
    </section>
  );
}
