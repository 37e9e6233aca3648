import type { ScenarioInput, ScenarioResult } from '@portal/shared/agents/scenarios';
import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError, type AssistantSpec, type VoicePlatform } from '../../providers/voice/voice.ts';
import { addChatOutput, type Conversation } from './conversation.pure.ts';
import { agentFacts, evaluateExpectations } from './evaluate-expectations.pure.ts';

export type RunnerDeps = {
  voice: Pick<VoicePlatform, 'chat'>;
  /** The clock a run is timed and dated with (tests fix it). */
  now?: () => Date;
  logger?: Pick<Logger, 'warn'>;
};

/** What the owner reads when the voice platform failed: what happened, and what to do. */
function platformFailure(error: VoicePlatformError) {
  const what =
    error.status === 0
      ? 'it could not be reached or did not answer in time. Try again in a moment.'
      : error.status === 429
        ? 'it is busy with too many requests. Try again in a minute.'
        : error.status >= 500
          ? `it failed on its side (HTTP ${error.status}). Try again in a moment.`
          : `it refused the test conversation (HTTP ${error.status}). If this stays, contact support.`;
  return `The voice platform did not answer: ${what}`;
}

/**
 * Runs a scenario as a text chat with the assistant given (the agent's real one, marked as a dry
 * run so nothing is booked): each caller turn in order, continuing the same chat, until the turns
 * run out or the agent ends or transfers the call. Then checks each expectation.
 */
export async function runScenario(
  deps: RunnerDeps,
  assistant: AssistantSpec,
  scenario: ScenarioInput,
): Promise<ScenarioResult> {
  const now = deps.now ?? (() => new Date());
  const started = now();
  const conversation: Conversation = { lines: [], tools: [] };
  let error: string | null = null;
  let chatId: string | undefined;
  try {
    for (const turn of scenario.callerTurns) {
      conversation.lines.push({ speaker: 'caller', text: turn });
      const reply = await deps.voice.chat({ assistant, input: turn, previousChatId: chatId });
      chatId = reply.id;
      if (addChatOutput(conversation, reply.output)) break;
    }
  } catch (failure) {
    if (!(failure instanceof VoicePlatformError)) throw failure;
    deps.logger?.warn({ err: failure, agentId: assistant.metadata.agentId }, 'test conversation failed');
    error = platformFailure(failure);
  }
  const expectations = error
    ? scenario.expectations.map((expectation) => ({
        expectation,
        passed: false,
        reason: 'Not run: the conversation failed.',
      }))
    : evaluateExpectations(scenario.expectations, conversation, agentFacts(assistant));
  const finished = now();
  return {
    passed: error === null && expectations.every((result) => result.passed),
    expectations,
    transcript: conversation.lines,
    error,
    durationMs: Math.max(0, Math.round(finished.getTime() - started.getTime())),
    ranAt: finished.toISOString(),
  };
}
