import { z } from 'zod';

export * from './calendar.plain.ts';

/** Google Calendar connection (docs/product.md#calendar-connection). */

export const calendarStatusSchema = z.object({ connected: z.boolean(), email: z.string().nullable() });
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

export const connectResultSchema = z.object({ authorizationUrl: z.string() });
export type ConnectResult = z.infer<typeof connectResultSchema>;

/**
 * The callback's POST body. Both values are required; they are optional here so the server can
 * answer a missing one with calendarMessages.missingCodeOrState rather than a field error.
 */
// Both optional here so a missing one gets the callback page's own message, not a field error.
export const exchangeCodeSchema = z
  .object({
    code: z.string().trim().max(2048).optional().meta({ description: "The code from Google's redirect" }),
    state: z.string().trim().max(200).optional().meta({ description: 'The state the connect call handed out' }),
  })
  .strict()
  .meta({ required: ['code', 'state'] });
export type ExchangeCodeInput = z.infer<typeof exchangeCodeSchema>;
