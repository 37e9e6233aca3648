import { z } from 'zod';
import { PHONE_INPUT_MAX } from '../phone.plain.ts';
import { FORWARDING_NUMBER_INVALID, FORWARDING_NUMBER_REQUIRED, readForwardingNumber } from './forwarding.plain.ts';
import { weeklyHoursSchema } from './hours.ts';
import { COUNTRY_CODES } from './options.plain.ts';
import {
  DESTINATION_NAME_MAX,
  DESTINATION_NAME_REQUIRED,
  DESTINATION_NUMBER_TWICE,
  DESTINATION_REASON_MAX,
  DESTINATION_REASON_REQUIRED,
  DESTINATIONS_TOO_MANY,
  NO_ANSWER_SECONDS_MAX,
  NO_ANSWER_SECONDS_MIN,
  RING_WHEN,
  TRANSFER_DESTINATIONS_MAX,
  TRANSFER_MODES,
} from './transfers.plain.ts';

// The transfer destinations as the server and the Call Forwarding card check them. The plain
// values, the reader of stored destinations and the texts are in transfers.plain.ts.
export * from './transfers.plain.ts';

export const countryCodeSchema = z.enum([...new Set(COUNTRY_CODES.map((c) => c.code))] as [string, ...string[]]);

/**
 * One destination as a card save sends it: the number as typed (stored in E.164), a name and a
 * reason that say something, and hours only when it rings on hours of its own. The answer's
 * `display` (the number as people write it) may come back with it and is dropped.
 */
export const destinationInputSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{2,12}$/, 'A destination id is 2 to 12 lowercase letters or digits.'),
    name: z.string().trim().min(1, DESTINATION_NAME_REQUIRED).max(DESTINATION_NAME_MAX),
    countryCode: countryCodeSchema,
    number: z.string().max(PHONE_INPUT_MAX, FORWARDING_NUMBER_INVALID),
    reason: z.string().trim().min(1, DESTINATION_REASON_REQUIRED).max(DESTINATION_REASON_MAX),
    ringWhen: z.enum(RING_WHEN),
    hours: weeklyHoursSchema.nullable(),
    display: z.string().optional(),
  })
  .strict()
  .superRefine((destination, ctx) => {
    if (destination.number.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['number'], message: FORWARDING_NUMBER_REQUIRED });
      return;
    }
    const read = readForwardingNumber(destination.countryCode, destination.number);
    if (!read.ok) ctx.addIssue({ code: 'custom', path: ['number'], message: read.message });
  })
  .transform(({ display: _display, ...destination }) => {
    const read = readForwardingNumber(destination.countryCode, destination.number);
    return {
      ...destination,
      number: read.ok ? read.e164 : destination.number,
      hours: destination.ringWhen === 'own_hours' ? (destination.hours ?? null) : null,
    };
  });

/** Up to five destinations, each number once (a second would ring the same phone). */
export const destinationListSchema = z
  .array(destinationInputSchema)
  .max(TRANSFER_DESTINATIONS_MAX, DESTINATIONS_TOO_MANY)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((destination, index) => {
      if (seen.has(destination.number)) {
        ctx.addIssue({ code: 'custom', path: [index, 'number'], message: DESTINATION_NUMBER_TWICE });
      }
      seen.add(destination.number);
    });
  });

export const transferModeSchema = z.enum(TRANSFER_MODES);
export const noAnswerSecondsSchema = z
  .number()
  .int()
  .min(NO_ANSWER_SECONDS_MIN, `Ring for at least ${NO_ANSWER_SECONDS_MIN} seconds.`)
  .max(NO_ANSWER_SECONDS_MAX, `Ring for at most ${NO_ANSWER_SECONDS_MAX} seconds.`);

/** A destination as the Agent answer carries it: as stored, with its number as people write it. */
export const transferDestinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  number: z.string(),
  reason: z.string(),
  ringWhen: z.enum(RING_WHEN),
  hours: weeklyHoursSchema.nullable(),
  display: z.string(),
});
