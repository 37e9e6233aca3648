import { describe, expect, it } from 'vitest';
import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { readAbilities } from './abilities.ts';
import { bookingTools, transferTool } from './testing.ts';

describe('readAbilities', () => {
  it('reads the transfer destination and the booking tools', () => {
    expect(readAbilities({ model: { tools: [transferTool('+15125550100'), ...bookingTools] } })).toEqual({
      transfer: { number: '+15125550100', message: TRANSFER_HOLD_MESSAGE },
      checkAvailability: true,
      bookAppointment: true,
    });
  });
  it('uses the destination’s own message, or the hold message when it has none', () => {
    const custom = {
      type: 'transferCall',
      destinations: [{ type: 'number', number: '+1555', message: 'Connecting you now.' }],
    };
    expect(readAbilities({ model: { tools: [custom] } }).transfer?.message).toBe('Connecting you now.');
    const silent = { type: 'transferCall', destinations: [{ type: 'number', number: '+1555' }] };
    expect(readAbilities({ model: { tools: [silent] } }).transfer?.message).toBe(TRANSFER_HOLD_MESSAGE);
  });
  it('can do nothing without tools', () => {
    expect(readAbilities({})).toEqual({ transfer: null, checkAvailability: false, bookAppointment: false });
  });
});
