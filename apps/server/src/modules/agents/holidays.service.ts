import { allForYear } from '@18f/us-federal-holidays';
import type { HolidayList } from '@portal/shared/agents/holidays';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { requireAgent } from './agent-access.service.ts';

export type HolidaysDeps = { db: Database; now: () => Date };

/**
 * The US federal holidays of the next twelve months, as OPM observes them (a Saturday holiday on
 * the Friday before, a Sunday one on the Monday after), from today in the agent's time zone: what
 * "Add US holidays" offers to mark closed.
 */
export async function comingUsHolidays(deps: HolidaysDeps, userId: string, agentId: string): Promise<HolidayList> {
  const agent = await requireAgent(deps, userId, agentId);
  const today = DateTime.fromJSDate(deps.now(), { zone: agent.timezone }).toISODate()!;
  const until = DateTime.fromISO(today).plus({ years: 1 }).toISODate()!;
  const year = Number(today.slice(0, 4));
  const holidays = [year, year + 1]
    .flatMap((each) => allForYear(each, { shiftSaturdayHolidays: true, shiftSundayHolidays: true }))
    // dateString is "2026-1-1": written out in full so it compares and reads as a date.
    .map((holiday) => ({ date: DateTime.fromJSDate(holiday.date, { zone: 'utc' }).toISODate()!, name: holiday.name }))
    .filter((holiday) => holiday.date >= today && holiday.date < until);
  return { holidays };
}
