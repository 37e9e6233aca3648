import { z } from 'zod';
import { timeOfDaySchema } from './hours.ts';
import { APPOINTMENT_DURATIONS, WEEKDAYS } from './options.plain.ts';
import {
  APPOINTMENT_TYPE_BLANK,
  APPOINTMENT_TYPE_LABEL,
  APPOINTMENT_TYPE_LIMITS,
  APPOINTMENT_TYPES_TOO_MANY,
  BOOKING_END_AFTER_START,
  SCHEDULING_NUMBER_MAX,
} from './scheduling.plain.ts';
import { singleLineError } from '../text-fields.plain.ts';

// The booking rules as the server and the scheduling editor check them. The plain values, the
// reader of stored rules and the editor's parsers are in scheduling.plain.ts (no zod), re-exported here.
export * from './scheduling.plain.ts';

const wholeOrNull = (max: number) => z.number().int('Use a whole number.').min(0).max(max).nullable();

export const schedulingConfigSchema = z
  .object({
    appointment_duration_options: z.array(z.union(APPOINTMENT_DURATIONS.map((minutes) => z.literal(minutes)))),
    appointment_types: z
      .array(z.string().trim().min(1, APPOINTMENT_TYPE_BLANK))
      .max(APPOINTMENT_TYPE_LIMITS.count, APPOINTMENT_TYPES_TOO_MANY)
      .superRefine((types, ctx) => {
        const message = types
          .map((type) => singleLineError(APPOINTMENT_TYPE_LABEL, APPOINTMENT_TYPE_LIMITS.length, type))
          .find(Boolean);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    same_day_booking_allowed: z.boolean(),
    allowed_booking_hours_start: timeOfDaySchema.nullable(),
    allowed_booking_hours_end: timeOfDaySchema.nullable(),
    minimum_notice_hours: wholeOrNull(SCHEDULING_NUMBER_MAX.minimum_notice_hours),
    maximum_advance_days: wholeOrNull(SCHEDULING_NUMBER_MAX.maximum_advance_days),
    buffer_between_appointments: wholeOrNull(SCHEDULING_NUMBER_MAX.buffer_between_appointments),
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
      ctx.addIssue({ code: 'custom', path: ['allowed_booking_hours_end'], message: BOOKING_END_AFTER_START });
    }
  });
