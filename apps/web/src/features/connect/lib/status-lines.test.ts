import { describe, expect, it } from 'vitest';
import { phoneNumberFixture } from '../testing/phone-number';
import { calendarStatus, nationalNumber, numbersStatus } from './status-lines';

describe('the connect hub’s statuses', () => {
  it('writes a US number as people there do, and any other as stored', () => {
    expect(nationalNumber('+15125550144')).toBe('(512) 555-0144');
    expect(nationalNumber('+442079460000')).toBe('+442079460000');
  });

  it('names the calendar account when it is connected, and offers to connect one when not', () => {
    expect(calendarStatus({ connected: true, email: 'owner@gmail.com' })).toEqual({
      badge: 'Connected',
      tone: 'ok',
      detail: 'owner@gmail.com',
      action: 'Manage your calendar',
    });
    expect(calendarStatus({ connected: true, email: null })).toEqual({
      badge: 'Connected',
      tone: 'ok',
      action: 'Manage your calendar',
    });
    expect(calendarStatus({ connected: false, email: 'stale@gmail.com' })).toEqual({
      badge: 'Not Connected',
      tone: 'off',
      action: 'Connect Google Calendar',
    });
  });

  it('says what to do next on the numbers tile, whatever its state', () => {
    const number = phoneNumberFixture('+15125550144');
    expect(numbersStatus([]).action).toBe('Get your first number');
    expect(numbersStatus([number]).action).toBe('Manage your numbers');
    expect(numbersStatus([{ ...number, assignedAgentId: null }]).action).toBe('Choose the agent that answers');
  });
});
