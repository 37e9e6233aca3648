import { describe, expect, it } from 'vitest';
import { formatZonedTime, formatZonedTimeRange, unbrokenTime } from './zoned-time';

const now = new Date('2026-11-27T12:00:00Z');

describe('formatZonedTime', () => {
  it("shows the time in the agent's zone with the zone's name", () => {
    expect(formatZonedTime('2026-11-26T16:02:00Z', 'America/Chicago', now)).toBe('Nov 26, 10:02 AM CST');
    expect(formatZonedTime('2026-07-01T16:02:00Z', 'America/New_York', now)).toBe('Jul 1, 12:02 PM EDT');
  });

  it('adds the year when it is not this year', () => {
    expect(formatZonedTime('2025-11-26T16:02:00Z', 'America/Chicago', now)).toBe('Nov 26, 2025, 10:02 AM CST');
  });

  it('falls back to UTC for an unknown zone and keeps an unreadable value as it is', () => {
    expect(formatZonedTime('2026-11-26T16:02:00Z', 'Mars/Olympus', now)).toBe('Nov 26, 4:02 PM UTC');
    expect(formatZonedTime('soon', 'America/Chicago', now)).toBe('soon');
  });
});

describe('formatZonedTimeRange', () => {
  it("says a booking's day and zone once, in the business's zone", () => {
    expect(formatZonedTimeRange('2026-11-26T16:00:00Z', '2026-11-26T16:30:00Z', 'America/Chicago', now)).toBe(
      'Nov 26, 10:00 – 10:30 AM CST',
    );
  });

  it('names both days when the span crosses midnight there', () => {
    expect(formatZonedTimeRange('2026-11-27T05:30:00Z', '2026-11-27T06:30:00Z', 'America/Chicago', now)).toBe(
      'Nov 26, 11:30 PM CST – Nov 27, 12:30 AM CST',
    );
  });

  it('shows the start alone when the end is unreadable or before it', () => {
    expect(formatZonedTimeRange('2026-11-26T16:00:00Z', 'later', 'America/Chicago', now)).toBe('Nov 26, 10:00 AM CST');
    expect(formatZonedTimeRange('2026-11-26T16:00:00Z', '2026-11-26T15:00:00Z', 'America/Chicago', now)).toBe(
      'Nov 26, 10:00 AM CST',
    );
  });
});

describe('a moment kept whole', () => {
  it('lets a moment break only after its day, the time keeping its zone', () => {
    expect(unbrokenTime('Nov 29, 11:38 AM EST')).toBe('Nov 29, 11:38\u00a0AM\u00a0EST');
    expect(unbrokenTime('Tue, Dec 3, 2030, 10:00 – 10:30 AM EST')).toBe(
      'Tue, Dec 3, 2030, 10:00\u00a0–\u00a010:30\u00a0AM\u00a0EST',
    );
  });

  it('leaves a moment with no day as it is', () => {
    expect(unbrokenTime('11:38 AM EST')).toBe('11:38 AM EST');
  });
});
