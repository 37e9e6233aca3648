import { z } from 'zod';
import { isTimeZone, NOTIFICATION_LABELS } from './notifications.plain.ts';
import { PHONE_INPUT_MAX, readPhoneNumber } from './phone.plain.ts';

export * from './notifications.plain.ts';

/**
 * The e-mails the portal sends the owner on its own: one at once for each urgent call, and a daily
 * summary at a local time the owner picks. Both are on for a new account.
 */

/** A time of day as the profile stores it: 24-hour 'HH:MM', 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const notificationSettingsSchema = z.object({
  notifyUrgentEmail: z.boolean().describe('An e-mail at once for each call the agent marks urgent'),
  dailyDigestEnabled: z.boolean().describe('A daily summary of calls, bookings, messages and new questions'),
  dailyDigestTime: z.string().describe("The summary's local time of day, 24-hour 'HH:MM'"),
  timezone: z
    .string()
    .nullable()
    .describe("The owner's time zone (IANA); null until chosen, when the most recently edited agent's zone is used"),
  textAlertsMobile: z
    .string()
    .nullable()
    .describe("E.164: where the agents' texts to the owner go (urgent calls, messages); null: none"),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const flag = (label: string) => z.boolean({ error: `${label}: choose on or off.` });

/** The whole of the settings, as the form saves them; every field is required. */
export const notificationSettingsUpdateSchema = z
  .object({
    notifyUrgentEmail: flag(NOTIFICATION_LABELS.notifyUrgentEmail),
    dailyDigestEnabled: flag(NOTIFICATION_LABELS.dailyDigestEnabled),
    dailyDigestTime: z
      .string({ error: 'Choose the time of the daily summary.' })
      .regex(TIME_OF_DAY, { error: 'Choose a time of day from 00:00 to 23:59, written as HH:MM (e.g. 18:00).' }),
    timezone: z
      .string({ error: 'Choose your time zone.' })
      .trim()
      .min(1, { error: 'Choose your time zone.' })
      .max(100, { error: 'Choose a time zone from the list, such as America/Chicago.' })
      .refine(isTimeZone, { error: 'Choose a time zone from the list, such as America/Chicago.' }),
    // Typed as people write it; stored in E.164. Left out by older clients: the saved one stays.
    textAlertsMobile: z
      .string()
      .max(PHONE_INPUT_MAX)
      .nullable()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        if (value === null || value.trim() === '') return null;
        const reading = readPhoneNumber(value, NOTIFICATION_LABELS.textAlertsMobile);
        if (reading.ok) return reading.e164;
        ctx.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
  })
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
