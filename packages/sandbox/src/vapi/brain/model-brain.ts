import type { CallOutcome } from '@portal/shared/call-outcome';
import OpenAI from 'openai';
import type {
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from 'openai/resources/chat/completions';
import type { AssistantBody } from '../vapi-types.ts';
import type {
  BrainFactory,
  BrainOptions,
  BrainTools,
  BrainTurn,
  CallBrain,
  CallEnd,
  FailedTransfer,
  ToolUse,
} from './brain.ts';
import {
  OUTCOME_FORMAT,
  OUTCOME_INSTRUCTIONS,
  outcomeFromActions,
  readOutcomeAnswer,
  transcriptOf,
} from './model/call-outcome.ts';
import { modelSettings, samplingParameters, type ModelSettings } from './model/model-settings.ts';
import { END_CALL, modelTools, TRANSFER_CALL, type ModelTools, type TransferDestination } from './model/model-tools.ts';
import { askTransferSummary } from './model/transfer-summary.ts';
import { fallBack } from './transfer-fallback.ts';
import { KNOWLEDGE_SEARCH, knowledgeSearch, type KnowledgeSearch } from './model/knowledge-search.ts';
import { templateRenderer } from './render-template.ts';

/**
 * The real OpenAI model as the emulated call's brain: the compiled assistant's prompt, first
 * message and tools go to chat completions as Vapi would send them, and each function the model
 * calls is run through the tool's server (the portal's webhook), as on a real call.
 */

export type BrainLogger = { warn(details: Record<string, unknown>, message: string): void };

export type ModelBrainClient = {
  apiKey: string;
  /** `https://api.openai.com/v1`, or the OpenAI emulator's `/v1`. */
  baseURL: string;
  /** Per request: a caller on the line cannot wait long. */
  timeoutMs?: number;
  /** The client retries 408/409/429/5xx and lost connections with backoff. */
  maxRetries?: number;
  /** Told when the model fails to answer, with the status and error code only, never the message. */
  logger?: BrainLogger;
};

/** What the caller hears when the model cannot answer; the call goes on. */
export const TROUBLE_MESSAGE = "Sorry, I'm having trouble right now. Please try again in a moment.";

/** Tool rounds in one turn before the model must answer in words: a model calling tools in a loop would leave the caller in silence. */
export const MAX_TOOL_ROUNDS = 5;

/** A tool that fails is reported to the model so that it can tell the caller, as Vapi reports one. */
const TOOL_FAILED = 'The tool did not answer. Tell the caller this cannot be done right now.';
const OUTCOME_MAX_TOKENS = 1000;
/** How a failed transfer is put to the model. */
const HOW_IT_FAILED: Record<FailedTransfer['status'], string> = {
  busy: 'the line was busy',
  'no-answer': 'nobody answered',
};

const SPEAKS_FIRST = ['assistant-speaks-first', undefined];

/** The status and code of a failed request: OpenAI's messages can quote part of the API key. */
function failureDetails(error: unknown): Record<string, unknown> {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { failure: 'timeout' };
  if (error instanceof OpenAI.APIConnectionError) return { failure: 'connection' };
  if (error instanceof OpenAI.APIError) return { failure: 'api', status: error.status, code: error.code ?? null };
  return { failure: 'client' };
}

function parseArguments(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The answer as the next request carries it back: what was said and the calls made. */
const asParam = (message: ChatCompletionMessage): ChatCompletionMessageParam => ({
  role: 'assistant',
  content: message.content,
  ...(message.tool_calls?.length ? { tool_calls: message.tool_calls } : {}),
});

const callName = (call: ChatCompletionMessageToolCall) =>
  call.type === 'function' ? call.function.name : call.custom.name;

class ModelCallBrain implements CallBrain {
  private readonly history: ChatCompletionMessageParam[] = [];
  private readonly settings: ModelSettings;
  private readonly tools: ModelTools;
  private readonly knowledge: KnowledgeSearch | null;
  private readonly endCallMessage: string | undefined;
  private readonly used: ToolUse[] = [];
  private ended: CallEnd | undefined;
  /** Set in a turn once the platform has spoken to the caller for it: the model waits for the answer. */
  private callerHasTheFloor = false;

  constructor(
    private readonly openai: OpenAI,
    assistant: AssistantBody,
    options: BrainOptions,
    private readonly logger: BrainLogger | undefined,
  ) {
    const render = templateRenderer(options.now, options.variables);
    this.settings = modelSettings(assistant);
    this.tools = modelTools(assistant);
    this.knowledge = knowledgeSearch(options.knowledge ?? []);
    for (const message of assistant.model?.messages ?? []) {
      const content = render(message.content ?? '');
      if (!content) continue;
      if (message.role === 'system' || message.role === 'user' || message.role === 'assistant') {
        this.history.push({ role: message.role, content });
      }
    }
    // The greeting the caller heard is the model's own first turn.
    const { firstMessage, firstMessageMode } = assistant;
    if (firstMessage && SPEAKS_FIRST.includes(firstMessageMode as string | undefined)) {
      this.history.push({ role: 'assistant', content: render(firstMessage) });
    }
    const endCallMessage = assistant.endCallMessage;
    this.endCallMessage =
      typeof endCallMessage === 'string' && endCallMessage.trim() ? endCallMessage.trim() : undefined;
  }

  async respond(callerText: string, tools: BrainTools): Promise<BrainTurn> {
    this.history.push({ role: 'user', content: callerText });
    this.callerHasTheFloor = false;
    const turn: BrainTurn = { say: [], tools: [] };
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const message = await this.ask(round < MAX_TOOL_ROUNDS ? 'auto' : 'none');
      if (!message) {
        turn.say.push(TROUBLE_MESSAGE);
        this.history.push({ role: 'assistant', content: TROUBLE_MESSAGE });
        return turn;
      }
      this.history.push(asParam(message));
      const said = (message.content ?? message.refusal ?? '').trim();
      if (said) turn.say.push(said);
      if (!message.tool_calls?.length) return turn;
      for (const call of message.tool_calls) {
        const content = await this.run(call, tools, turn);
        this.history.push({ role: 'tool', tool_call_id: call.id, content });
      }
      if (turn.end || this.callerHasTheFloor) return turn;
    }
    return turn;
  }

  /** The model reads a system message as the platform's own instruction, and answers with the caller's next words. */
  async instruct(text: string): Promise<BrainTurn> {
    this.history.push({ role: 'system', content: text });
    return { say: [], tools: [] };
  }

  /** Runs one call the model made; resolves to what the model is told it returned. */
  private async run(call: ChatCompletionMessageToolCall, tools: BrainTools, turn: BrainTurn): Promise<string> {
    const name = callName(call);
    if (turn.end) return 'Not done: the call has ended.';
    const args = call.type === 'function' ? parseArguments(call.function.arguments) : null;
    if (!args) return `Not done: the arguments for ${name} must be a JSON object.`;
    if (name === END_CALL && this.tools.canEndCall) {
      // A model often says the goodbye itself before hanging up; the caller hears it once.
      if (this.endCallMessage && turn.say.at(-1) !== this.endCallMessage) turn.say.push(this.endCallMessage);
      turn.end = this.ended = { reason: 'assistant-ended-call' };
      return 'The call is ending.';
    }
    if (name === TRANSFER_CALL && this.tools.destinations.length > 0) {
      const destinations = this.tools.destinations;
      const destination = destinations.find((candidate) => candidate.number === args.destination) ?? destinations[0]!;
      return this.transfer(destination, tools, turn);
    }
    if (name === KNOWLEDGE_SEARCH && this.knowledge) return this.knowledge.search(String(args.query ?? ''));
    if (!this.tools.functions.has(name)) return `Not done: there is no tool named ${name}.`;
    let result: string;
    try {
      result = await tools.run(name, args);
    } catch {
      this.logger?.warn({ tool: name }, 'A tool the model called did not answer');
      result = TOOL_FAILED;
    }
    const use: ToolUse = { id: call.id, name, arguments: args, result };
    turn.tools.push(use);
    this.used.push(use);
    return result;
  }

  /**
   * Has the platform dial a destination the model chose. Put through, the call ends there; busy or
   * unanswered, the fallbackPlan's message is said and the model is told, so that it takes a
   * message when the plan keeps it on the call.
   */
  private async transfer(destination: TransferDestination, tools: BrainTools, turn: BrainTurn): Promise<string> {
    if (destination.message) turn.say.push(destination.message);
    const attempt = tools.transfer
      ? await tools.transfer({ destination: destination.number, summary: () => this.transferSummary(destination) })
      : ({ connected: true } as const);
    if (attempt.connected) {
      turn.end = this.ended = { reason: 'assistant-forwarded-call', destination: destination.number };
      return `Transferring the call to ${destination.number}.`;
    }
    const goesOn = fallBack(turn, attempt);
    this.ended = turn.end;
    // The platform spoke last (its fallback message asks the caller something): the caller answers next.
    this.callerHasTheFloor = attempt.fallbackMessage !== null;
    const heard = attempt.fallbackMessage ? ` The caller was told: "${attempt.fallbackMessage}"` : '';
    const next = goesOn ? ' You are still on the call: take a message for the team.' : ' The call has ended.';
    return `The transfer to ${destination.number} failed: ${HOW_IT_FAILED[attempt.status]}.${heard}${next}`;
  }

  private transferSummary(destination: TransferDestination) {
    return askTransferSummary(
      this.openai,
      this.settings,
      destination.summaryMessages,
      transcriptOf(this.history),
      (error) =>
        this.logger?.warn(
          { ...failureDetails(error), model: this.settings.model },
          'The model did not summarise a transfer',
        ),
    );
  }

  /** The model's next message, or null when OpenAI could not be reached or refused the request. */
  private async ask(toolChoice: 'auto' | 'none'): Promise<ChatCompletionMessage | null> {
    const definitions = this.knowledge
      ? [...this.tools.definitions, this.knowledge.definition]
      : this.tools.definitions;
    try {
      const completion = await this.openai.chat.completions.create({
        ...samplingParameters(this.settings),
        messages: this.history,
        ...(definitions.length > 0 ? { tools: definitions, tool_choice: toolChoice } : {}),
      });
      const message = completion.choices[0]?.message;
      if (!message) this.logger?.warn({ failure: 'no-choice' }, 'The model answered a call turn with no message');
      return message ?? null;
    } catch (error) {
      if (!(error instanceof OpenAI.OpenAIError)) throw error;
      this.logger?.warn(
        { ...failureDetails(error), model: this.settings.model },
        'The model did not answer a call turn',
      );
      return null;
    }
  }

  async outcome(): Promise<CallOutcome> {
    const fallback = outcomeFromActions(this.used, this.ended);
    const instructions = this.history
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n');
    try {
      const completion = await this.openai.chat.completions.create({
        ...samplingParameters({ ...this.settings, temperature: 0, maxTokens: OUTCOME_MAX_TOKENS }),
        messages: [
          { role: 'system', content: `${OUTCOME_INSTRUCTIONS}\n\n${instructions}` },
          { role: 'user', content: transcriptOf(this.history) },
        ],
        response_format: OUTCOME_FORMAT,
      });
      const message = completion.choices[0]?.message;
      if (!message || message.refusal) return fallback;
      return readOutcomeAnswer(message.content) ?? fallback;
    } catch (error) {
      if (!(error instanceof OpenAI.OpenAIError)) throw error;
      this.logger?.warn(
        { ...failureDetails(error), model: this.settings.model },
        'The model did not report the call outcome',
      );
      return fallback;
    }
  }
}

/**
 * The model brain for the Vapi emulator's calls: one OpenAI client shared by every call, one
 * history per call.
 */
export function createModelBrain(client: ModelBrainClient): BrainFactory {
  const openai = new OpenAI({
    apiKey: client.apiKey,
    baseURL: client.baseURL,
    timeout: client.timeoutMs ?? 15_000,
    maxRetries: client.maxRetries ?? 1,
  });
  return (assistant, options) => new ModelCallBrain(openai, assistant, options, client.logger);
}
