import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './options.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format.');

export const dayHoursSchema = z
  .object({ open: z.boolean(), start: time.nullable(), end: time.nullable() })
  .strict()
  .superRefine((day, ctx) => {
    if (!day.open) return;
    if (!day.start || !day.end) ctx.addIssue({ code: 'custom', message: 'An open day needs a start and an end time.' });
    else if (day.end <= day.start)
      ctx.addIssue({ code: 'custom', message: 'The closing time must be after the opening time.' });
  });

export const weeklyHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
  .strict();

export type DayHours = z.infer<typeof dayHoursSchema>;
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';

/** Mon-Fri 09:00-17:00, Sat and Sun closed. */
export function defaultHours(): WeeklyHours {
  const open = (): DayHours => ({ open: true, start: DEFAULT_OPEN, end: DEFAULT_CLOSE });
  const closed = (): DayHours => ({ open: false, start: null, end: null });
  return { Mon: open(), Tue: open(), Wed: open(), Thu: open(), Fri: open(), Sat: closed(), Sun: closed() };
}

/** Hours as stored may be anything older code wrote; anything unreadable becomes the default week. */
export function readHours(value: unknown): WeeklyHours {
  const parsed = weeklyHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultHours();
}

// The hours editor's rules.

/** Setting a time on a closed day opens it; clearing both times of an open day closes it. */
export function setDayTime(
  hours: WeeklyHours,
  day: Weekday,
  which: 'start' | 'end',
  value: string | null,
): WeeklyHours {
  const next = { ...hours[day], [which]: value || null };
  if (!next.open && next[which]) next.open = true;
  if (next.open && !next.start && !next.end) next.open = false;
  return { ...hours, [day]: next };
}

/** Opening fills 09:00 and 17:00 when empty; closing clears the times. */
export function setDayOpen(hours: WeeklyHours, day: Weekday, open: boolean): WeeklyHours {
  const current = hours[day];
  const next: DayHours = open
    ? { open: true, start: current.start ?? DEFAULT_OPEN, end: current.end ?? DEFAULT_CLOSE }
    : { open: false, start: null, end: null };
  return { ...hours, [day]: next };
}

/** "Mon-Fri 09:00-17:00; Sat closed; ..." grouped for prompts and summaries. */
export function describeHours(hours: WeeklyHours): string {
  const parts: string[] = [];
  let index = 0;
  while (index < WEEKDAYS.length) {
    const day = hours[WEEKDAYS[index]!];
    let end = index;
    while (end + 1 < WEEKDAYS.length && sameHours(hours[WEEKDAYS[end + 1]!], day)) end += 1;
    const range = end > index ? `${WEEKDAYS[index]}-${WEEKDAYS[end]}` : WEEKDAYS[index]!;
    parts.push(day.open ? `${range} ${day.start}-${day.end}` : `${range} closed`);
    index = end + 1;
  }
  return parts.join('; ');
}

const sameHours = (a: DayHours, b: DayHours) => a.open === b.open && a.start === b.start && a.end === b.end;
