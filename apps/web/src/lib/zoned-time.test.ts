import { describe, expect, it } from 'vitest';
import { formatZonedTime } from './zoned-time';

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
