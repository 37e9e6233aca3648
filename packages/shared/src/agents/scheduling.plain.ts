import { hasOnlyKeys } from './agent.plain.ts';
import { isTimeOrNull } from './hours.plain.ts';
import { APPOINTMENT_DURATIONS, WEEKDAYS, type Weekday } from './options.plain.ts';
import { singleLineError } from '../text-fields.plain.ts';

// The booking rules' values without their schema: the agent's profile and configuration pages
// read stored rules without loading the validation library. scheduling.ts holds the schema the
// server and the scheduling editor check with, built from the same limits, and re-exports this file.

export type SchedulingConfig = {
  appointment_duration_options: (typeof APPOINTMENT_DURATIONS)[number][];
  appointment_types: string[];
  same_day_booking_allowed: boolean;
  allowed_booking_hours_start: string | null;
  allowed_booking_hours_end: string | null;
  minimum_notice_hours: number | null;
  maximum_advance_days: number | null;
  buffer_between_appointments: number | null;
  allowed_booking_days: Weekday[];
  require_full_name: boolean;
  require_phone_number: boolean;
  require_email: boolean;
  require_reason_for_visit: boolean;
  require_existing_or_new_client: boolean;
  ask_referral_source: boolean;
  ask_special_instructions: boolean;
  ask_language_preference: boolean;
  ask_accessibility_needs: boolean;
};

/** How many appointment types a config may list, and how long each may be. */
export const APPOINTMENT_TYPE_LIMITS = { count: 30, length: 80 } as const;
export const APPOINTMENT_TYPE_LABEL = 'Each appointment type';
export const APPOINTMENT_TYPE_BLANK = 'An appointment type cannot be blank.';
export const APPOINTMENT_TYPES_TOO_MANY = `Use at most ${APPOINTMENT_TYPE_LIMITS.count} appointment types.`;
export const BOOKING_END_AFTER_START = 'The end must be after the start.';

/** The largest value of each whole-number rule. */
export const SCHEDULING_NUMBER_MAX = {
  minimum_notice_hours: 24 * 30,
  maximum_advance_days: 365,
  buffer_between_appointments: 240,
} as const;

/**
 * The details a booking needs, one entry per scheduling rule: the agent is told to collect them
 * and the booking tool refuses to book until each one asked for is given.
 */
export const BOOKING_DETAILS = [
  { rule: 'require_full_name', argument: 'full_name', label: 'full name' },
  { rule: 'require_phone_number', argument: 'phone_number', label: 'phone number' },
  { rule: 'require_email', argument: 'email', label: 'e-mail address' },
  { rule: 'require_reason_for_visit', argument: 'reason', label: 'reason for the visit' },
  { rule: 'require_existing_or_new_client', argument: 'client_status', label: 'client status (new or existing)' },
] as const satisfies readonly { rule: keyof SchedulingConfig; argument: string; label: string }[];

/** The booking tool's values for `client_status`. */
export const CLIENT_STATUSES = ['new', 'existing'] as const;

export function defaultSchedulingConfig(): SchedulingConfig {
  return {
    appointment_duration_options: [30],
    appointment_types: [],
    same_day_booking_allowed: true,
    allowed_booking_hours_start: '09:00',
    allowed_booking_hours_end: '17:00',
    minimum_notice_hours: 2,
    maximum_advance_days: 30,
    buffer_between_appointments: 0,
    allowed_booking_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    require_full_name: true,
    require_phone_number: true,
    require_email: false,
    require_reason_for_visit: true,
    require_existing_or_new_client: false,
    ask_referral_source: false,
    ask_special_instructions: false,
    ask_language_preference: false,
    ask_accessibility_needs: false,
  };
}

type Read<T> = (value: unknown) => { ok: true; value: T } | { ok: false };
const ok = <T>(value: T) => ({ ok: true as const, value });
const refused = { ok: false as const };

const flag: Read<boolean> = (value) => (typeof value === 'boolean' ? ok(value) : refused);
const timeOrNull: Read<string | null> = (value) => (isTimeOrNull(value) ? ok(value) : refused);
const wholeOrNull =
  (max: number): Read<number | null> =>
  (value) =>
    value === null || (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max)
      ? ok(value as number | null)
      : refused;
const listOf =
  <T>(allowed: readonly T[]): Read<T[]> =>
  (value) =>
    Array.isArray(value) && value.every((item) => allowed.includes(item)) ? ok([...value]) : refused;

/** Trimmed, none blank, at most 30, each one line of at most 80 characters. */
const appointmentTypes: Read<string[]> = (value) => {
  if (!Array.isArray(value) || value.length > APPOINTMENT_TYPE_LIMITS.count) return refused;
  if (!value.every((type) => typeof type === 'string')) return refused;
  const types = value.map((type: string) => type.trim());
  if (types.some((type) => type === '')) return refused;
  const tooLong = types.some((type) => singleLineError(APPOINTMENT_TYPE_LABEL, APPOINTMENT_TYPE_LIMITS.length, type));
  return tooLong ? refused : ok(types);
};

/** Every field's reader: a field added to SchedulingConfig does not compile until it has one. */
const FIELDS: { [Key in keyof SchedulingConfig]: Read<SchedulingConfig[Key]> } = {
  appointment_duration_options: listOf(APPOINTMENT_DURATIONS),
  appointment_types: appointmentTypes,
  same_day_booking_allowed: flag,
  allowed_booking_hours_start: timeOrNull,
  allowed_booking_hours_end: timeOrNull,
  minimum_notice_hours: wholeOrNull(SCHEDULING_NUMBER_MAX.minimum_notice_hours),
  maximum_advance_days: wholeOrNull(SCHEDULING_NUMBER_MAX.maximum_advance_days),
  buffer_between_appointments: wholeOrNull(SCHEDULING_NUMBER_MAX.buffer_between_appointments),
  allowed_booking_days: listOf(WEEKDAYS),
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
const FIELD_KEYS = Object.keys(FIELDS) as (keyof SchedulingConfig)[];

/**
 * Stored configs may be partial or from older code: gaps are filled from the defaults, and a config
 * that still does not read becomes the default one. Accepts exactly what schedulingConfigSchema
 * accepts (scheduling.test.ts compares them).
 */
export function readSchedulingConfig(value: unknown): SchedulingConfig {
  const merged: unknown = { ...defaultSchedulingConfig(), ...(typeof value === 'object' && value ? value : {}) };
  if (!hasOnlyKeys(merged, FIELD_KEYS)) return defaultSchedulingConfig();
  const config: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) {
    const read = FIELDS[key](merged[key]);
    if (!read.ok) return defaultSchedulingConfig();
    config[key] = read.value;
  }
  const { allowed_booking_hours_start: start, allowed_booking_hours_end: end } = config as SchedulingConfig;
  if (start && end && end <= start) return defaultSchedulingConfig();
  return config as SchedulingConfig;
}

/** 'Gather Info: ...' / 'Use Instructions: ...' / 'No'. */
export function schedulingMode(scheduling: string | null | undefined): 'No' | 'Gather Info' | 'Use Instructions' {
  const text = (scheduling ?? '').trim();
  if (text.startsWith('Use Instructions')) return 'Use Instructions';
  if (text.startsWith('Gather Info')) return 'Gather Info';
  return 'No';
}

/** Comma-separated appointment types: trimmed, blanks dropped (applied on blur in the editor). */
export const parseAppointmentTypes = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Numeric scheduling inputs parse as integers; empty becomes null. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number.parseInt(trimmed, 10);
  return Number.isNaN(value) ? null : value;
}
