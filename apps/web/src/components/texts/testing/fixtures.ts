import type { TextView } from '@portal/shared/texts';

/** A text of the API's shape: a booking confirmation delivered to the caller, unless overridden. */
export const textFixture = (id: number, overrides: Partial<TextView> = {}): TextView => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  kind: 'booking_confirmation',
  direction: 'outbound',
  from: '+15125550100',
  to: '+15125550142',
  body: 'Bright Smile: you are booked for Cleaning on Tue, Dec 1 at 10:00 AM CST.',
  status: 'delivered',
  reason: null,
  callId: null,
  createdAt: '2026-05-01T15:02:00.000Z',
  ...overrides,
});
