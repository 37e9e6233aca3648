import { describe, expect, it } from 'vitest';
import { answerClock, readBareTime, readWhen, spokenDay, spokenTime, timeFromSpoken } from './dates.ts';

// Thursday 26 November 2026, 10:00 in New York (15:00 UTC).
const NOW = new Date('2026-11-26T15:00:00Z');
const NEW_YORK = 'America/New_York';

describe('readWhen', () => {
  it.each([
    ['Can I book a cleaning tomorrow at 10?', { date: '2026-11-27', time: '10:00' }],
    ['next Tuesday morning', { date: '2026-12-01', time: '09:00' }],
    ['Monday afternoon', { date: '2026-11-30', time: '14:00' }],
    ['Friday 3pm', { date: '2026-11-27', time: '15:00' }],
    ['December 3rd at 11am', { date: '2026-12-03', time: '11:00' }],
    ['Saturday', { date: '2026-11-28' }],
    ['this afternoon', { date: '2026-11-26', time: '14:00' }],
  ])('%s', (text, when) => {
    expect(readWhen(text, NOW, NEW_YORK)).toEqual(when);
  });
  it('reads a bare "at 3" as the afternoon', () => {
    expect(readWhen('Friday at 3', NOW, NEW_YORK)).toEqual({ date: '2026-11-27', time: '15:00' });
  });
  it('names no day for a time alone', () => {
    expect(readWhen('how about 2:30', NOW, NEW_YORK)).toEqual({ time: '14:30' });
  });
  it('reads "tomorrow" in the business time zone, not UTC', () => {
    // 23:30 on Thursday in New York is already Friday in UTC.
    const lateThursday = new Date('2026-11-27T04:30:00Z');
    expect(readWhen('tomorrow', lateThursday, NEW_YORK)).toEqual({ date: '2026-11-27' });
    expect(readWhen('tomorrow', lateThursday, 'UTC')).toEqual({ date: '2026-11-28' });
  });
  it('finds nothing in words without a day or time', () => {
    expect(readWhen('yes that works', NOW, NEW_YORK)).toEqual({});
    expect(readWhen('my number is 512-555-0142', NOW, NEW_YORK)).toEqual({});
  });
});

describe('readBareTime', () => {
  it('reads a time picked from a list', () => {
    expect(readBareTime('10 please')).toBe('10:00');
    expect(readBareTime('the 2')).toBe('14:00');
    expect(readBareTime('9:30 works')).toBe('09:30');
    expect(readBareTime('12 pm')).toBe('12:00');
    expect(readBareTime('8 am')).toBe('08:00');
  });
  it('reads nothing from a phone number or no number', () => {
    expect(readBareTime('512-555-0142')).toBeUndefined();
    expect(readBareTime('the first one')).toBeUndefined();
  });
});

describe('spoken forms', () => {
  it('says days and times as the webhook does', () => {
    expect(spokenDay('2026-11-27', NEW_YORK)).toBe('Friday, November 27');
    expect(spokenTime('14:00')).toBe('2:00 PM');
    expect(timeFromSpoken(' 9:30 AM')).toBe('09:30');
    expect(timeFromSpoken('noon')).toBeNull();
  });
  it('answers the date and time on the business clock', () => {
    expect(answerClock('What day is it today?', NOW, NEW_YORK)).toBe('Today is Thursday, November 26.');
    expect(answerClock('What time is it?', NOW, NEW_YORK)).toBe("It's 10:00 AM here.");
  });
});
