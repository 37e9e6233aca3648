import type { Database } from '../../db/client.ts';
import type { CalendarProvider } from '../../providers/calendar/calendar.ts';
import { resyncUserAgents } from '../agents/agents.service.ts';
import { recordingLiveStates } from '../go-live/live-state.service.ts';
import { deleteTokens, setProfileCalendar } from './calendar.repo.ts';

export type CalendarDeps = Parameters<typeof resyncUserAgents>[0] & {
  db: Database;
  calendar: CalendarProvider;
  encryptionKey: string;
};

/**
 * compileAssistant adds the booking tools only while a calendar is connected, so every change of
 * the connection pushes the user's agents again. A failure is recorded on the agent and retried
 * by the agents' sync retry; it never undoes the connection change.
 */
export async function resyncAgents(deps: CalendarDeps, userId: string) {
  await resyncUserAgents(deps, userId);
}

/**
 * Forgets the connection: tokens, the profile's flags, and the agents' booking tools. An agent
 * that books stops being ready without the calendar, so Home is told of it.
 */
export async function forgetConnection(deps: CalendarDeps, userId: string) {
  await recordingLiveStates(deps, userId, async () => {
    await deleteTokens(deps.db, userId);
    await setProfileCalendar(deps.db, userId, null);
  });
  await resyncAgents(deps, userId);
}
