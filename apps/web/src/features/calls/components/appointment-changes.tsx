import { Card, Stack, Title } from '@mantine/core';
import type { AppointmentChange } from '@portal/shared/callers.plain';
import { lazy, Suspense, type CSSProperties } from 'react';
import IconCalendarEvent from '~icons/tabler/calendar-event';
import classes from './appointment-changes.module.css';

// The sentences and their calendar wording load only for a call that changed a booking: most calls
// did not, and the call page's script stays as it was for them.
const AppointmentChangeList = lazy(async () => ({
  default: (await import('./appointment-change-list')).AppointmentChangeList,
}));

type Props = {
  changes: AppointmentChange[];
  /** The business's zone; the browser's once the agent is deleted. */
  timeZone: string;
};

/** What the call did to bookings, in order, each as a sentence: booked, moved or cancelled. */
export function AppointmentChanges({ changes, timeZone }: Props) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="appointment-changes-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="appointment-changes-title">
          <IconCalendarEvent width={18} height={18} aria-hidden /> Appointment changes
        </Title>
        {/* A line held for each sentence while they load, so the transcript below does not move. */}
        <Suspense fallback={<div className={classes.held} style={{ '--lines': changes.length } as CSSProperties} />}>
          <AppointmentChangeList changes={changes} timeZone={timeZone} />
        </Suspense>
      </Stack>
    </Card>
  );
}
