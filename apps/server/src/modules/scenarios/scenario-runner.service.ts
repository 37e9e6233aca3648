import { readCallBrief } from '@portal/shared/agents/call-brief';
import type { ScenarioInput, ScenarioResult } from '@portal/shared/agents/scenarios';
import type { Logger } from '../../lib/logger.ts';
import {
  VoicePlatformError,
  type AssistantSpec,
  type ChatInputMessage,
  type VoicePlatform,
} from '../../providers/voice/voice.ts';
import { currentTimeSentence } from '../agents/compiled-assistant.service.ts';
import { atMoment, callMoment } from './call-moment.pure.ts';
import { addChatOutput, TRANSFER_CALL, transferDestination, type Conversation } from './conversation.pure.ts';
import { agentFacts, evaluateExpectations } from './evaluate-expectations.pure.ts';
import { destinationName, unansweredLine, unansweredNote } from './unanswered-transfer.pure.ts';

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
 * The assistant as it talks in this run: a scenario set at a time of its own talks at that moment
 * in the business's zone (the prompt states it, and the call brief carries it for the sandbox).
 */
function assistantFor(assistant: AssistantSpec, scenario: ScenarioInput, now: Date): AssistantSpec {
  const brief = readCallBrief(assistant.metadata);
  if (!scenario.callAt || !brief) return assistant;
  const moment = callMoment(scenario.callAt, brief, now);
  return atMoment(assistant, moment, {
    sentence: currentTimeSentence(brief.timezone),
    fixed: currentTimeSentence(brief.timezone, moment),
  });
}

/** A caller turn told after a system message, both said at `said` (Vapi's SystemMessage, UserMessage). */
const withNote = (note: string, turn: string, said: { time: number; secondsFromStart: number }): ChatInputMessage[] => [
  { role: 'system', message: note, ...said },
  { role: 'user', message: turn, endTime: said.time, ...said },
];

/**
 * Runs a scenario as a text chat with the assistant given (the agent's real one, marked as a dry
 * run so nothing is booked): each caller turn in order, continuing the same chat, until the turns
 * run out or the agent ends or transfers the call. Then checks each expectation. Where nobody
 * answers transfers, a transfer does not end it: the next caller turn goes with a system message
 * saying the transfer found nobody, as the assistant's fallback plan would have it.
 */
export async function runScenario(
  deps: RunnerDeps,
  compiled: AssistantSpec,
  scenario: ScenarioInput,
): Promise<ScenarioResult> {
  const now = deps.now ?? (() => new Date());
  const started = now();
  const assistant = assistantFor(compiled, scenario, started);
  const conversation: Conversation = { lines: [], tools: [] };
  let error: string | null = null;
  let chatId: string | undefined;
  /** What the assistant is told before the next caller turn: its transfer found nobody. */
  let note: string | null = null;
  const at = () => {
    const time = now().getTime();
    return { time, secondsFromStart: Math.max(0, (time - started.getTime()) / 1000) };
  };
  try {
    for (const turn of scenario.callerTurns) {
      conversation.lines.push({ speaker: 'caller', text: turn });
      const input = note ? withNote(note, turn, at()) : turn;
      note = null;
      const reply = await deps.voice.chat({ assistant, input, previousChatId: chatId });
      chatId = reply.id;
      const control = addChatOutput(conversation, reply.output);
      if (!control) continue;
      const destination = control.name === TRANSFER_CALL ? transferDestination(control) : null;
      if (!scenario.transfersUnanswered || !destination) break;
      const line = unansweredLine(destinationName(assistant, destination));
      control.result = line;
      conversation.lines.push({ speaker: 'tool', text: line });
      note = unansweredNote(assistant, destination);
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
