import { z } from 'zod';

/** A public holiday the owner may mark as closed: its observed date (YYYY-MM-DD) and its name. */
export const holidaySchema = z.object({ date: z.string(), name: z.string() });

export const holidayListSchema = z.object({
  /** The coming twelve months of US federal holidays, from today in the agent's time zone. */
  holidays: z.array(holidaySchema),
});
export type HolidayList = z.infer<typeof holidayListSchema>;
