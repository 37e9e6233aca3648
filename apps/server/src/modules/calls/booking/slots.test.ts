import { defaultHours } from '@portal/shared/agents/hours';
import { defaultSchedulingConfig, type SchedulingConfig } from '@portal/shared/agents/scheduling';
import { describe, expect, it } from 'vitest';
import { availableSlots, type SlotQuery } from './slots.pure.ts';

const config = (overrides: Partial<SchedulingConfig> = {}): SchedulingConfig => ({
  ...defaultSchedulingConfig(),
  minimum_notice_hours: 0,
  buffer_between_appointments: 0,
  allowed_booking_hours_start: null,
  allowed_booking_hours_end: null,
  ...overrides,
});

// Monday 1 June 2026, 08:00 in New York.
const base: SlotQuery = {
  date: '2026-06-02',
  durationMinutes: 30,
  timezone: 'America/New_York',
  hours: defaultHours(),
  config: config(),
  busy: [],
  now: new Date('2026-06-01T12:00:00Z'),
};

const times = (query: Partial<SlotQuery>) => {
  const result = availableSlots({ ...base, ...query });
  if (!result.ok) return result.reason;
  return result.slots.map((slot) => slot.toFormat('HH:mm'));
};

describe('availableSlots', () => {
  it('offers quarter-hour starts inside opening hours, the last ending at closing time', () => {
    const slots = times({}) as string[];
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('16:30');
    expect(slots).toHaveLength(31);
  });

  it('without opening hours from the owner, offers the allowed booking hours alone, every bookable day', () => {
    const slots = times({
      hours: null,
      date: '2026-06-06',
      config: config({
        allowed_booking_days: ['Sat'],
        allowed_booking_hours_start: '08:00',
        allowed_booking_hours_end: '10:00',
      }),
    }) as string[];
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('09:30');
  });

  it('without opening hours or booking hours, says it does not know them rather than guessing', () => {
    expect(times({ hours: null })).toBe('hours-unknown');
  });

  it('narrows to the allowed booking hours', () => {
    expect(
      times({ config: config({ allowed_booking_hours_start: '10:00', allowed_booking_hours_end: '12:00' }) }),
    ).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30']);
  });

  it('refuses closed days and days not allowed for booking', () => {
    expect(times({ date: '2026-06-06' })).toBe('not-bookable-day');
    expect(times({ date: '2026-06-06', config: config({ allowed_booking_days: ['Sat'] }) })).toBe('closed');
  });

  it('refuses a day the owner marked closed, a single day or within a range', () => {
    const closures = [{ id: 'c1', from: '2026-06-01', to: '2026-06-03', note: 'Staff training' }];
    expect(times({ closures })).toBe('closed');
    expect(times({ closures, date: '2026-06-04' })).toContain('09:00');
  });

  it('applies buffers around busy times (exclusive end)', () => {
    const busy = [{ start: new Date('2026-06-02T14:00:00Z'), end: new Date('2026-06-02T15:00:00Z') }]; // 10:00-11:00 EDT
    const slots = times({ busy, config: config({ buffer_between_appointments: 15 }) }) as string[];
    expect(slots).toContain('09:15');
    expect(slots).not.toContain('09:30');
    expect(slots).not.toContain('11:00');
    expect(slots).toContain('11:15');
  });

  it('keeps the minimum notice and the same-day rule', () => {
    const now = new Date('2026-06-02T14:10:00Z'); // 10:10 EDT on the day itself
    expect((times({ now, config: config({ minimum_notice_hours: 2 }) }) as string[])[0]).toBe('12:15');
    expect(times({ now, config: config({ same_day_booking_allowed: false }) })).toBe('same-day');
  });

  it('refuses dates in the past or beyond the maximum advance', () => {
    expect(times({ date: '2026-05-29' })).toBe('past');
    expect(times({ date: '2026-08-01', config: config({ maximum_advance_days: 30 }) })).toBe('too-far');
  });

  it('works in the business time zone, across DST changes', () => {
    // 8 March 2026: clocks go forward in New York at 02:00. A Sunday: open it for the test.
    const hours = { ...defaultHours(), Sun: { open: true, start: '01:00', end: '04:00' } };
    const slots = times({
      date: '2026-03-08',
      hours,
      now: new Date('2026-03-01T00:00:00Z'),
      config: config({ allowed_booking_days: ['Sun'], appointment_duration_options: [60] }),
      durationMinutes: 60,
    }) as string[];
    expect(slots).not.toContain('02:00');
    expect(slots[0]).toBe('01:00');
    // Tokyo business hours are Tokyo's, whatever the server's zone.
    const tokyo = availableSlots({ ...base, timezone: 'Asia/Tokyo', date: '2026-06-03' });
    expect(tokyo.ok && tokyo.slots[0]!.toUTC().toISO()).toBe('2026-06-03T00:00:00.000Z');
  });

  it('refuses a length that is not offered', () => {
    expect(times({ durationMinutes: 45 })).toBe('duration');
  });
});
