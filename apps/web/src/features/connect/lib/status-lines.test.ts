import { describe, expect, it } from 'vitest';
import { calendarLine, nationalNumber } from './status-lines';

describe('the connect hub’s status lines', () => {
  it('writes a US number as people there do, and any other as stored', () => {
    expect(nationalNumber('+15125550144')).toBe('(512) 555-0144');
    expect(nationalNumber('+442079460000')).toBe('+442079460000');
  });

  it('names the calendar account when it is connected', () => {
    expect(calendarLine({ connected: true, email: 'owner@gmail.com' })).toBe('Connected as owner@gmail.com');
    expect(calendarLine({ connected: false, email: 'stale@gmail.com' })).toBe('Not connected');
  });
});
