import { z } from 'zod';
import {
  CLOSURE_DATE_INVALID,
  CLOSURE_DAYS_MAX,
  CLOSURE_ENDS_BEFORE,
  CLOSURE_NOTE_MAX,
  CLOSURE_TOO_LONG,
  CLOSURES_MAX,
  CLOSURES_TOO_MANY,
  closureDays,
  isCalendarDate,
} from './closures.plain.ts';

// Closed dates as the server and the Your Hours card check them; the plain rules and texts are in
// closures.plain.ts, re-exported here.
export * from './closures.plain.ts';

const dateSchema = z.string().refine(isCalendarDate, CLOSURE_DATE_INVALID);

export const closureSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{2,12}$/, 'A closure id is 2 to 12 lowercase letters or digits.'),
    from: dateSchema,
    to: dateSchema,
    note: z
      .string()
      .max(CLOSURE_NOTE_MAX, `Use at most ${CLOSURE_NOTE_MAX} characters.`)
      .nullable()
      .transform((note) => (note && note.trim() ? note.trim() : null)),
  })
  .strict()
  .superRefine((closure, ctx) => {
    if (!isCalendarDate(closure.from) || !isCalendarDate(closure.to)) return;
    if (closure.to < closure.from) ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_ENDS_BEFORE });
    else if (closureDays(closure.from, closure.to) > CLOSURE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_TOO_LONG });
    }
  });

export const closureListSchema = z
  .array(closureSchema)
  .max(CLOSURES_MAX, CLOSURES_TOO_MANY)
  .transform((list) => [...list].sort((a, b) => a.from.localeCompare(b.from)));

/** A closure as the Agent answer carries it. */
export const storedClosureSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string().nullable(),
});
