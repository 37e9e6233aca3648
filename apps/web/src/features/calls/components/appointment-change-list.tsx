import { List } from '@mantine/core';
import type { AppointmentChange } from '@portal/shared/callers.plain';
import { describeAppointmentChange } from '../lib/appointment-changes';

/** The call's changes to bookings as sentences, loaded with the first call that has any. */
export function AppointmentChangeList({ changes, timeZone }: { changes: AppointmentChange[]; timeZone: string }) {
  return (
    <List spacing={4}>
      {changes.map((change, index) => (
        <List.Item key={`${change.appointmentId}-${index}`}>{describeAppointmentChange(change, timeZone)}</List.Item>
      ))}
    </List>
  );
}
