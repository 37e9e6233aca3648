import type { PhoneNumber } from '@portal/shared/phone-numbers';

/** A number the owner bought, active and assigned to agent-1 unless told otherwise. */
export const phoneNumberFixture = (phoneNumber: string, changes: Partial<PhoneNumber> = {}): PhoneNumber => ({
  id: `00000000-0000-4000-8000-${phoneNumber.slice(-12).padStart(12, '0')}`,
  phoneNumber,
  friendlyName: null,
  provider: 'telnyx',
  providerNumberId: 'n1',
  assignedAgentId: 'agent-1',
  capabilities: ['voice'],
  status: 'active',
  syncError: null,
  purchasedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});
