import { z } from 'zod';
import { APPOINTMENT_DURATIONS, WEEKDAYS } from './options.ts';
import { singleLineError } from '../text-rules.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format.');
const wholeOrNull = (max: number) => z.number().int('Use a whole number.').min(0).max(max).nullable();

export const schedulingConfigSchema = z
  .object({
    appointment_duration_options: z.array(z.union(APPOINTMENT_DURATIONS.map((minutes) => z.literal(minutes)))),
    appointment_types: z
      .array(z.string().trim().min(1, 'An appointment type cannot be blank.'))
      .max(30, 'Use at most 30 appointment types.')
      .superRefine((types, ctx) => {
        const message = types.map((type) => singleLineError('Each appointment type', 80, type)).find(Boolean);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    same_day_booking_allowed: z.boolean(),
    allowed_booking_hours_start: hhmm.nullable(),
    allowed_booking_hours_end: hhmm.nullable(),
    minimum_notice_hours: wholeOrNull(24 * 30),
    maximum_advance_days: wholeOrNull(365),
    buffer_between_appointments: wholeOrNull(240),
    allowed_booking_days: z.array(z.enum(WEEKDAYS)),
    require_full_name: z.boolean(),
    require_phone_number: z.boolean(),
    require_email: z.boolean(),
    require_reason_for_visit: z.boolean(),
    require_existing_or_new_client: z.boolean(),
    ask_referral_source: z.boolean(),
    ask_special_instructions: z.boolean(),
    ask_language_preference: z.boolean(),
    ask_accessibility_needs: z.boolean(),
  })
  .strict()
  .superRefine((config, ctx) => {
    const { allowed_booking_hours_start: start, allowed_booking_hours_end: end } = config;
    if (start && end && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowed_booking_hours_end'],
        message: 'The end must be after the start.',
      });
    }
  });

export type SchedulingConfig = z.infer<typeof schedulingConfigSchema>;

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

/** Stored configs may be partial or from older code: fill gaps from the defaults. */
export function readSchedulingConfig(value: unknown): SchedulingConfig {
  const merged = { ...defaultSchedulingConfig(), ...(typeof value === 'object' && value ? value : {}) };
  const parsed = schedulingConfigSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSchedulingConfig();
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
