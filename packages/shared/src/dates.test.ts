import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPeriodDays } from './dates.plain.ts';

const intlLongDate = (date: Date, utc: boolean) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date);

describe('formatLongDate', () => {
  it("writes any date as Intl's en-US long form does, with a bare calendar date read in UTC", () => {
    const dates = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2200-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatLongDate(date)).toBe(intlLongDate(date, false));
        expect(formatLongDate(date.toISOString())).toBe(intlLongDate(date, false));
        expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intlLongDate(date, true));
      }),
      { numRuns: 500 },
    );
  });

  it('uses the locale asked for', () => {
    expect(formatLongDate('2024-03-05', 'de-DE')).toBe('5. März 2024');
  });
});

describe('formatPeriodDays', () => {
  it('shows the last whole day of a period whose end is the next period’s first instant', () => {
    expect(formatPeriodDays('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(
      'November 1, 2026 – November 30, 2026',
    );
  });
});
