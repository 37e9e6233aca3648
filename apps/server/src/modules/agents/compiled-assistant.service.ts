import type { Queryable } from '../../db/client.ts';
import { isCalendarConnected } from './agents.repo.ts';
import { compileAssistant } from './compile/compile-assistant.ts';
import type { CompilableAgent } from './compile/compile-input.ts';

export type CompileDeps = { db: Queryable; webhookUrl: string; webhookSecret: string };

/**
 * The assistant a push would send for the agent right now, with the same context (booking tools
 * only while the owner's calendar is connected), so a test conversation talks to what callers get.
 */
export async function compileCurrentAssistant(deps: CompileDeps, userId: string, agent: CompilableAgent) {
  return compileAssistant(agent, {
    userId,
    calendarConnected: await isCalendarConnected(deps.db, userId),
    webhookUrl: deps.webhookUrl,
    webhookSecret: deps.webhookSecret,
  });
}
