import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './options.plain.ts';
import { CLOSE_AFTER_OPEN, OPEN_DAY_NEEDS_TIMES, TIME_OF_DAY, TIME_OF_DAY_MESSAGE } from './hours.plain.ts';

// The week's opening hours as the server and the hours editor check them. The plain values, the
// reader of stored hours and the editor's rules are in hours.plain.ts (no zod), re-exported here.
export * from './hours.plain.ts';

/** A time of day, 00:00 to 23:59 (the hours' and the booking rules' times). */
export const timeOfDaySchema = z.string().regex(TIME_OF_DAY, TIME_OF_DAY_MESSAGE);

export const dayHoursSchema = z
  .object({ open: z.boolean(), start: timeOfDaySchema.nullable(), end: timeOfDaySchema.nullable() })
  .strict()
  .superRefine((day, ctx) => {
    if (!day.open) return;
    if (!day.start || !day.end) ctx.addIssue({ code: 'custom', message: OPEN_DAY_NEEDS_TIMES });
    else if (day.end <= day.start) ctx.addIssue({ code: 'custom', message: CLOSE_AFTER_OPEN });
  });

export const weeklyHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
  .strict();
