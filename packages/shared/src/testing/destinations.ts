import type { TransferDestination } from '../agents/transfers.plain.ts';

/** A transfer destination for tests: the front desk, ringing during opening hours, unless told otherwise. */
export const destination = (overrides: Partial<TransferDestination> = {}): TransferDestination => ({
  id: 'd1',
  name: 'Front desk',
  countryCode: '+1',
  number: '+15125550199',
  reason: 'The caller asks for a person.',
  ringWhen: 'open_hours',
  hours: null,
  ...overrides,
});
