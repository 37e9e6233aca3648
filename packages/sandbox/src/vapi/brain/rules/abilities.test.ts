import { describe, expect, it } from 'vitest';
import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  RESCHEDULE_APPOINTMENT,
  TRANSFER_HOLD_MESSAGE,
} from '@portal/shared/voice-webhook.plain';
import { readAbilities } from './abilities.ts';
import { bookingTools, confirmingByText, manageTools, transferTool } from './testing.ts';

describe('readAbilities', () => {
  it('reads the transfer destinations and the booking tools', () => {
    const line = { number: '+15125550100', message: TRANSFER_HOLD_MESSAGE };
    expect(readAbilities({ model: { tools: [transferTool('+15125550100'), ...bookingTools] } })).toEqual({
      transfer: line,
      destinations: [line],
      checkAvailability: true,
      bookAppointment: true,
      findAppointments: false,
      rescheduleAppointment: false,
      cancelAppointment: false,
      textConfirmation: { book: false, move: false, cancel: false },
    });
  });
  it('reads the tools that find, move and cancel the caller’s own bookings', () => {
    expect(readAbilities({ model: { tools: [...bookingTools, ...manageTools] } })).toMatchObject({
      findAppointments: true,
      rescheduleAppointment: true,
      cancelAppointment: true,
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
  it('lists every destination in the tool’s order, the first being the one to use without a choice', () => {
    const tool = {
      type: 'transferCall',
      destinations: [
        { type: 'number', number: '+15125550100', message: 'Connecting you now.' },
        { type: 'number', number: '+15125550101' },
      ],
    };
    const { transfer, destinations } = readAbilities({ model: { tools: [tool] } });
    expect(destinations).toEqual([
      { number: '+15125550100', message: 'Connecting you now.' },
      { number: '+15125550101', message: TRANSFER_HOLD_MESSAGE },
    ]);
    expect(transfer).toBe(destinations[0]);
  });
  it('can do nothing without tools', () => {
    expect(readAbilities({})).toEqual({
      transfer: null,
      destinations: [],
      checkAvailability: false,
      bookAppointment: false,
      findAppointments: false,
      rescheduleAppointment: false,
      cancelAppointment: false,
      textConfirmation: { book: false, move: false, cancel: false },
    });
  });
  it('reads which changes a text may confirm from the tools that take the caller’s answer', () => {
    const tools = confirmingByText([...bookingTools, ...manageTools], [BOOK_APPOINTMENT, CANCEL_APPOINTMENT]);
    expect(readAbilities({ model: { tools } }).textConfirmation).toEqual({ book: true, move: false, cancel: true });
    // A tool with other parameters, or none, takes no answer.
    const other = { type: 'function', function: { name: RESCHEDULE_APPOINTMENT, parameters: { type: 'object' } } };
    expect(readAbilities({ model: { tools: [other] } }).textConfirmation.move).toBe(false);
  });
});
