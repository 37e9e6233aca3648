import type { Appointment, CallerDetail, CallerList, CallerSummary } from '@portal/shared/callers';
import type { CallSummary } from '@portal/shared/calls';

/** The owner's zone in these fixtures: a clock the test machine is not on. */
export const OWNER_ZONE = 'America/Los_Angeles';

export const JANE_ID = '00000000-0000-4000-8000-0000000000a1';

export const appointmentFixture = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  summary: 'Cleaning – Jane Doe',
  startsAt: '2030-12-03T15:00:00.000Z',
  endsAt: '2030-12-03T15:30:00.000Z',
  status: 'booked',
  cancelReason: null,
  timezone: 'America/New_York',
  ...overrides,
});

export const callerFixture = (overrides: Partial<CallerSummary> = {}): CallerSummary => ({
  id: JANE_ID,
  number: '+15125550142',
  name: 'Jane Doe',
  calls: 3,
  lastCallAt: '2030-11-26T16:02:00.000Z',
  lastOutcome: 'booked',
  nextAppointment: appointmentFixture(),
  blocked: false,
  ...overrides,
});

/** A page of the directory, as the server answers it: with the owner's zone. */
export const callerListFixture = (callers: CallerSummary[], nextCursor: string | null = null): CallerList => ({
  callers,
  nextCursor,
  timezone: OWNER_ZONE,
});

export const callerDetailFixture = (overrides: Partial<CallerDetail> = {}): CallerDetail => ({
  ...callerFixture(),
  note: 'Prefers mornings.',
  appointments: [appointmentFixture()],
  // The owner's zone: neither the test machine's nor the agents' (Chicago) nor the bookings' (New York).
  timezone: OWNER_ZONE,
  ...overrides,
});

export const callFixture = (id: string, overrides: Partial<CallSummary> = {}): CallSummary => ({
  id,
  agentId: 'agent-1',
  agentName: 'Bright Smile',
  agentTimezone: 'America/Chicago',
  customerNumber: '+15125550142',
  callerId: JANE_ID,
  type: 'inboundPhoneCall',
  status: 'ended',
  startedAt: '2030-11-26T16:02:00.000Z',
  endedAt: '2030-11-26T16:05:00.000Z',
  durationSeconds: 180,
  endedReason: 'customer-ended-call',
  summary: 'Booked a cleaning for next Tuesday.',
  outcomeKind: 'booked',
  urgent: false,
  message: null,
  needsAttention: false,
  handledAt: null,
  handledBy: null,
  createdAt: '2030-11-26T16:02:00.000Z',
  artifactsDeletedAt: null,
  ...overrides,
});
