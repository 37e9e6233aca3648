import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { WEEKDAYS } from './options.plain.ts';
import {
  defaultSchedulingConfig,
  readSchedulingConfig,
  schedulingConfigSchema,
  type SchedulingConfig,
} from './scheduling.ts';

// readSchedulingConfig reads stored booking rules without zod (the browser's pages read them before
// loading it): it must accept exactly what the server's schema accepts, and give the same rules.

const valid = <T>(good: fc.Arbitrary<T>, ...bad: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ weight: 12, arbitrary: good }, fc.constant(undefined), fc.anything(), ...bad);

const time = fc.constantFrom('00:00', '08:00', '09:00', '12:30', '17:00', '23:59');
const number = (max: number) =>
  valid(
    fc.option(fc.oneof(fc.constantFrom(0, max), fc.integer({ min: 0, max }))),
    fc.constantFrom(-1, max + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', -0),
  );
const flag = valid(fc.boolean(), fc.constantFrom('true', 0, 1, null));
const appointmentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Cleaning', ' Checkup ', 'Whitening', 'Consultation') },
  fc.constantFrom('', '   ', 'Two\nlines', 'x'.repeat(80), ` ${'x'.repeat(80)} `, 'x'.repeat(81)),
  fc.string({ maxLength: 90 }),
  fc.integer(),
);

const fields = {
  appointment_duration_options: valid(
    fc.array(fc.constantFrom(15, 30, 60, 90, 120), { maxLength: 6 }),
    fc.array(fc.constantFrom(15, 45, '30'), { maxLength: 3 }),
  ),
  appointment_types: valid(
    fc.array(appointmentType, { maxLength: 4 }),
    fc.array(fc.constant('Cleaning'), { minLength: 29, maxLength: 31 }),
  ),
  same_day_booking_allowed: flag,
  allowed_booking_hours_start: valid(fc.option(time), fc.constantFrom('9:00', '24:00', '')),
  allowed_booking_hours_end: valid(fc.option(time), fc.constantFrom('9:00', '24:00', '')),
  minimum_notice_hours: number(720),
  maximum_advance_days: number(365),
  buffer_between_appointments: number(240),
  allowed_booking_days: valid(
    fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { maxLength: 7 }),
    fc.array(fc.constantFrom('Mon', 'mon', 'Monday', 1), { maxLength: 3 }),
  ),
  require_full_name: flag,
  require_phone_number: flag,
  require_email: flag,
  require_reason_for_visit: flag,
  require_existing_or_new_client: flag,
  ask_referral_source: flag,
  ask_special_instructions: flag,
  ask_language_preference: flag,
  ask_accessibility_needs: flag,
};

/** Stored rules: partial ones (the gaps come from the defaults), with a field too many, or anything. */
const stored = fc.oneof(
  { weight: 3, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  fc.record({ ...fields, allow_walk_ins: flag }, { requiredKeys: [] }),
  fc.anything(),
);

const bySchema = (value: unknown) => {
  const parsed = schedulingConfigSchema.safeParse({
    ...defaultSchedulingConfig(),
    ...(typeof value === 'object' && value ? value : {}),
  });
  return parsed.success ? parsed.data : defaultSchedulingConfig();
};

describe('readSchedulingConfig', () => {
  it('reads stored rules exactly as the schema does', () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(readSchedulingConfig(value)).toEqual(bySchema(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('fills gaps from the defaults and trims the appointment types', () => {
    expect(readSchedulingConfig({ appointment_types: [' Cleaning ', 'Checkup'], require_email: true })).toEqual({
      ...defaultSchedulingConfig(),
      appointment_types: ['Cleaning', 'Checkup'],
      require_email: true,
    });
  });

  it('gives the default rules for what does not read', () => {
    expect(readSchedulingConfig(null)).toEqual(defaultSchedulingConfig());
    expect(readSchedulingConfig({ appointment_types: ['  '] })).toEqual(defaultSchedulingConfig());
    expect(readSchedulingConfig({ allowed_booking_hours_start: '17:00', allowed_booking_hours_end: '09:00' })).toEqual(
      defaultSchedulingConfig(),
    );
    expect(readSchedulingConfig({ minimum_notice_hours: 1.5 })).toEqual(defaultSchedulingConfig());
    expect(readSchedulingConfig({ allow_walk_ins: true })).toEqual(defaultSchedulingConfig());
  });

  it('gives the type the schema gives', () => {
    expectTypeOf<z.output<typeof schedulingConfigSchema>>().toEqualTypeOf<SchedulingConfig>();
  });
});
