import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { defaultHours, readHours, weeklyHoursSchema, type WeeklyHours } from './hours.ts';
import { WEEKDAYS } from './options.plain.ts';

// readHours reads stored hours without zod (the browser's pages read them before loading it): it
// must accept exactly what the server's schema accepts, and give the same week.

const validTimes = fc.constantFrom('00:00', '08:30', '09:00', '12:00', '17:00', '23:59');
const times = fc.oneof(
  validTimes,
  fc.constantFrom('24:00', '9:00', '12:60', '', ' 09:00', '09:00 ', '0900'),
  fc.string({ maxLength: 6 }),
);
const timeOrOther = fc.oneof(times, times, fc.constant(null), fc.constant(undefined), fc.integer());

/** Closed, or open from a time to a later one. */
const validDay = fc.oneof(
  fc.constant({ open: false, start: null, end: null }),
  fc
    .uniqueArray(validTimes, { minLength: 2, maxLength: 2 })
    .map(([a, b]) => (a! < b! ? { open: true, start: a!, end: b! } : { open: true, start: b!, end: a! })),
);
const day = fc.oneof(
  { weight: 20, arbitrary: validDay },
  fc.record({ open: fc.boolean(), start: fc.option(validTimes), end: fc.option(validTimes) }),
  fc.record({ open: fc.boolean(), start: timeOrOther, end: timeOrOther }),
  // A key missing, one too many, or not a day at all.
  fc.record({ open: fc.boolean(), start: timeOrOther, end: timeOrOther }, { requiredKeys: ['open'] }),
  fc.record({ open: fc.boolean(), start: times, end: times, note: fc.string() }),
  fc.constantFrom(null, 'closed', [], 1),
);
const days = Object.fromEntries(WEEKDAYS.map((name) => [name, day]));
const stored = fc.oneof(
  { weight: 4, arbitrary: fc.record(days) },
  fc.record(days, { requiredKeys: [] }),
  fc.record({ ...days, Hol: day }),
  fc.anything(),
);

const bySchema = (value: unknown) => {
  const parsed = weeklyHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultHours();
};

describe('readHours', () => {
  it('reads stored hours exactly as the schema does', () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(readHours(value)).toEqual(bySchema(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a valid week, as a copy', () => {
    const week = { ...defaultHours(), Sat: { open: true, start: '10:00', end: '14:00' } };
    const read = readHours(week);
    expect(read).toEqual(week);
    expect(read).not.toBe(week);
    expect(read.Sat).not.toBe(week.Sat);
  });

  it('gives the default week for what does not read', () => {
    expect(readHours(null)).toEqual(defaultHours());
    expect(readHours({ ...defaultHours(), Hol: { open: false, start: null, end: null } })).toEqual(defaultHours());
    expect(readHours({ ...defaultHours(), Mon: { open: true, start: '17:00', end: '09:00' } })).toEqual(defaultHours());
    expect(readHours({ ...defaultHours(), Mon: { open: true, start: '09:00', end: null } })).toEqual(defaultHours());
  });

  it('gives the type the schema gives', () => {
    expectTypeOf<z.output<typeof weeklyHoursSchema>>().toEqualTypeOf<WeeklyHours>();
  });
});
