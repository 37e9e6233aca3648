import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { appointmentFixture, OWNER_ZONE } from '../testing/fixtures';
import { CallerAppointments } from './caller-appointments';

describe('a caller’s appointments', () => {
  it('puts a cancelled visit that was still to come with the past ones, not with what to expect', () => {
    const now = new Date('2030-11-26T12:00:00Z');
    render(
      <MantineProvider>
        <CallerAppointments
          now={now}
          ownerZone={OWNER_ZONE}
          appointments={[
            appointmentFixture({
              id: 'a1',
              summary: 'Cleaning – Jane Doe',
              startsAt: '2030-12-03T15:00:00.000Z',
              endsAt: '2030-12-03T15:30:00.000Z',
            }),
            appointmentFixture({
              id: 'a2',
              summary: 'Check-up – Jane Doe',
              startsAt: '2030-12-05T15:00:00.000Z',
              endsAt: '2030-12-05T15:30:00.000Z',
              status: 'cancelled',
              cancelReason: 'Feeling better',
            }),
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('list', { name: 'Upcoming appointments' })).toHaveTextContent(/^Cleaning – Jane Doe/);
    expect(screen.getByRole('list', { name: 'Upcoming appointments' })).not.toHaveTextContent('Check-up');
    expect(screen.getByRole('list', { name: 'Past and cancelled appointments' })).toHaveTextContent(
      /Check-up – Jane Doe.*CancelledReason: Feeling better/,
    );
  });

  it("says an appointment in the zone it was booked in, and in the owner's once its agent is gone", () => {
    render(
      <MantineProvider>
        <CallerAppointments
          now={new Date('2030-11-26T12:00:00Z')}
          ownerZone={OWNER_ZONE}
          appointments={[
            appointmentFixture({ id: 'a1', summary: 'Cleaning – Jane Doe' }),
            appointmentFixture({
              id: 'a2',
              summary: 'Check-up – Jane Doe',
              startsAt: '2030-12-05T15:00:00.000Z',
              endsAt: '2030-12-05T15:30:00.000Z',
              timezone: null,
            }),
          ]}
        />
      </MantineProvider>,
    );
    const [booked, orphaned] = screen.getAllByRole('listitem');
    expect(booked).toHaveTextContent(/^Cleaning – Jane DoeTue, Dec 3(, 2030)?, 10:00 – 10:30 AM ESTBooked$/);
    // Not the test machine's zone: the owner's, as the server said it.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
    expect(orphaned).toHaveTextContent(/^Check-up – Jane DoeThu, Dec 5(, 2030)?, 7:00 – 7:30 AM PSTBooked$/);
  });
});
