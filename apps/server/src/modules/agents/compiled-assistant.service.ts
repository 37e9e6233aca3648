import type { Queryable } from '../../db/client.ts';
import { findAgent, isCalendarConnected } from './agents.repo.ts';
import { compileAssistant } from './compile/compile-assistant.pure.ts';
import type { CompilableAgent } from './compile/compile-input.pure.ts';

// Test conversations set at a time of their own write that time into the prompt as it is compiled.
export { currentTimeSentence } from './compile/system-prompt.pure.ts';

export type CompileDeps = { db: Queryable; webhookUrl: string; webhookSecret: string };

/**
 * The assistant a push would send for the agent right now, with the same context (booking tools
 * only while the owner's calendar is connected), so a test conversation talks to what callers get.
 */
export async function compileCurrentAssistant(deps: CompileDeps, userId: string, agent: CompilableAgent) {
  const [calendarConnected, row] = await Promise.all([
    isCalendarConnected(deps.db, userId),
    findAgent(deps.db, userId, agent.id),
  ]);
  const spec = compileAssistant(agent, {
    userId,
    calendarConnected,
    webhookUrl: deps.webhookUrl,
    webhookSecret: deps.webhookSecret,
  });
  // The knowledge base's file and tool are made by the push: the conversation searches the ones
  // callers' calls search.
  const toolId = row?.vapiKnowledgeToolId;
  return toolId ? { ...spec, model: { ...spec.model, toolIds: [toolId] } } : spec;
}
