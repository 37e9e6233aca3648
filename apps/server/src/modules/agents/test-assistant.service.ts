import type { TestAssistant } from '@portal/shared/agents/test-assistant';
import { AppError } from '../../lib/errors.ts';
import { VoicePlatformError, type AssistantSpec, type Assistant } from '../../providers/voice/voice.ts';
import { requireAgent, type AgentsDeps } from './agent-access.service.ts';
import { toAgent, type AgentRow } from './agents.repo.ts';
import { compileCurrentAssistant } from './compiled-assistant.service.ts';
import { draftChanges } from './draft-values.pure.ts';
import { recordDraftAssistant } from './versions.repo.ts';
import { findCaller, returningCallerOverrides } from '../callers/callers.service.ts';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import { CALLER_NOT_FOUND } from '@portal/shared/callers.plain';

const NOT_ON_VOICE_PLATFORM =
  'This agent is not on the voice platform yet. Save any card to set it up, then try the call again.';
const DRAFT_NOT_PREPARED =
  'Your draft could not be set up on the voice platform for a test call. Please try again in a moment.';

/**
 * The draft's assistant is marked in its metadata, so the search for an agent's own assistant
 * (after a create whose answer was lost) never takes it for the one callers reach.
 */
const asDraft = (spec: AssistantSpec): AssistantSpec => ({ ...spec, metadata: { ...spec.metadata, draft: 'true' } });

/** Updates the agent's draft assistant, or makes it when there is none or the platform lost it. */
async function pushDraftAssistant(deps: AgentsDeps, row: AgentRow, spec: AssistantSpec): Promise<Assistant> {
  if (row.draftAssistantId) {
    try {
      return await deps.voice.updateAssistant(row.draftAssistantId, spec);
    } catch (error) {
      if (!(error instanceof VoicePlatformError && error.status === 404)) throw error;
    }
  }
  return deps.voice.createAssistant(spec);
}

/**
 * A test call that pretends to be a known caller starts with what a call from their number would
 * tell the agent (the draft's switch when there is a draft, as the test call hears the draft).
 */
async function pretendCaller(deps: AgentsDeps, userId: string, row: AgentRow, callerId: string | undefined) {
  if (!callerId) return {};
  const caller = await findCaller(deps, userId, callerId);
  if (!caller) throw new AppError('NOT_FOUND', CALLER_NOT_FOUND);
  const agent = toAgent(row);
  if (!agent.rememberCallers) return {};
  const overrides = await returningCallerOverrides(deps, userId, caller.number, {
    timezone: agent.timezone,
    greeting: spokenGreeting(agent),
  });
  return overrides ? { assistantOverrides: overrides } : {};
}

/**
 * The assistant a browser test call starts with. Without a draft it is the one callers reach.
 * With one, the agent as its owner edits it is compiled (as a push would compile it) into a
 * separate assistant, kept for the next test: callers keep reaching the published one, and
 * publishing or discarding leaves it to be updated next time. Calls to it are the agent's test
 * calls, of no published version.
 */
export async function testAssistant(
  deps: AgentsDeps,
  userId: string,
  id: string,
  callerId?: string,
): Promise<TestAssistant> {
  const row = await requireAgent(deps, userId, id);
  if (row.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  const overrides = await pretendCaller(deps, userId, row, callerId);
  if (draftChanges(row).length === 0) {
    if (!row.vapiAgentId) throw new AppError('CONFLICT', NOT_ON_VOICE_PLATFORM);
    return { assistantId: row.vapiAgentId, draft: false, ...overrides };
  }
  const spec = asDraft(await compileCurrentAssistant(deps, userId, toAgent(row)));
  let assistant: Assistant;
  try {
    assistant = await pushDraftAssistant(deps, row, spec);
  } catch (error) {
    deps.logger.warn({ err: error, agentId: id }, 'draft assistant not pushed');
    throw new AppError('UPSTREAM_FAILED', DRAFT_NOT_PREPARED);
  }
  if (assistant.id !== row.draftAssistantId) await recordDraftAssistant(deps.db, userId, id, assistant.id);
  return { assistantId: assistant.id, draft: true, ...overrides };
}
