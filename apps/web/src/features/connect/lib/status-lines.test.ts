import { describe, expect, it } from 'vitest';
import { phoneNumberFixture } from '../testing/phone-number';
import { calendarStatus, numbersStatus } from './status-lines';

describe('the connect hub’s statuses', () => {
  it('names the calendar account when it is connected, and says once, in orange, when it is not', () => {
    expect(calendarStatus({ connected: true, email: 'owner@gmail.com' })).toEqual({
      label: 'Connected',
      tone: 'ok',
      detail: 'owner@gmail.com',
      action: 'Manage your calendar',
    });
    expect(calendarStatus({ connected: true, email: null })).toEqual({
      label: 'Connected',
      tone: 'ok',
      action: 'Manage your calendar',
    });
    expect(calendarStatus({ connected: false, email: 'stale@gmail.com' })).toEqual({
      label: 'Not connected',
      tone: 'attention',
      action: 'Connect Google Calendar',
    });
  });

  it('says what to do next on the numbers tile, whatever its state', () => {
    const number = phoneNumberFixture('+15125550144');
    expect(numbersStatus([])).toEqual({ label: 'No number yet', tone: 'attention', action: 'Get a phone number' });
    expect(numbersStatus([]).action).toBe('Get a phone number');
    expect(numbersStatus([number]).action).toBe('Manage your numbers');
    expect(numbersStatus([{ ...number, assignedAgentId: null }])).toMatchObject({
      label: 'Not answering yet',
      tone: 'attention',
      detail: '1 number',
      action: 'Choose the agent that answers',
    });
  });
});
