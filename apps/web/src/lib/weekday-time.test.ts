import { describe, expect, it } from 'vitest';
import { formatWeekdayTime, formatWeekdayTimeRange } from './weekday-time';

const now = new Date('2026-11-27T12:00:00Z');

describe('formatWeekdayTime', () => {
  it('says the day of the week, short or spelled out, with the zone named', () => {
    expect(formatWeekdayTime('2026-12-01T15:00:00Z', 'America/New_York', { now })).toBe('Tue, Dec 1, 10:00 AM EST');
    expect(formatWeekdayTime('2026-12-01T15:00:00Z', 'America/New_York', { now, style: 'long' })).toBe(
      'Tuesday, December 1, 10:00 AM EST',
    );
    expect(formatWeekdayTime('2026-12-01T15:00:00Z', 'America/New_York', { now, withZone: false })).toBe(
      'Tue, Dec 1, 10:00 AM',
    );
  });

  it('adds the year when it is not this year, and reads an unknown zone as UTC', () => {
    expect(formatWeekdayTime('2027-01-05T15:00:00Z', 'America/New_York', { now })).toBe(
      'Tue, Jan 5, 2027, 10:00 AM EST',
    );
    expect(formatWeekdayTime('2026-12-01T15:00:00Z', 'Mars/Olympus', { now })).toBe('Tue, Dec 1, 3:00 PM UTC');
    expect(formatWeekdayTime('soon', 'America/New_York', { now })).toBe('soon');
  });
});

describe('formatWeekdayTimeRange', () => {
  it('says the day and the zone once', () => {
    expect(formatWeekdayTimeRange('2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', 'America/New_York', now)).toBe(
      'Tue, Dec 1, 10:00 – 10:30 AM EST',
    );
  });

  it('shows the start alone when the end is on another day, before it or unreadable', () => {
    const start = '2026-12-02T04:30:00Z';
    expect(formatWeekdayTimeRange(start, '2026-12-02T05:30:00Z', 'America/New_York', now)).toBe(
      'Tue, Dec 1, 11:30 PM EST',
    );
    expect(formatWeekdayTimeRange(start, '2026-12-02T04:00:00Z', 'America/New_York', now)).toBe(
      'Tue, Dec 1, 11:30 PM EST',
    );
    expect(formatWeekdayTimeRange(start, 'later', 'America/New_York', now)).toBe('Tue, Dec 1, 11:30 PM EST');
  });
});
