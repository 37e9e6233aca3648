import type { CallOutcome } from '@portal/shared/call-outcome';
import type { KnowledgeText } from '../knowledge-state.ts';
import type { AssistantBody } from '../vapi-types.ts';

/**
 * What stands in for the assistant's language model inside the emulator. Vapi runs the model the
 * assistant names; the sandbox has two stand-ins: a rule-based engine that works offline from the
 * assistant's call brief, and the real OpenAI model when the server has a key for it.
 */

/** A tool the brain called during a turn, with what the tool answered. */
export type ToolUse = {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  /** The tool's answer, as the model reads it back. */
  result: string;
};

/** How the brain reaches the assistant's tools: the emulator posts tool-calls to the tool's server. */
export type BrainTools = {
  /** Runs a function tool through its server (the portal's webhook); resolves to the result text. */
  run(name: string, args: Record<string, unknown>): Promise<string>;
};

export type CallEnd =
  | { reason: 'assistant-ended-call' }
  /** Transferred with the assistant's transferCall tool, to that destination number. */
  | { reason: 'assistant-forwarded-call'; destination: string };

/** The agent's side of one caller turn. */
export type BrainTurn = {
  /** What the agent says, in order; may be empty while a tool works. */
  say: string[];
  /** The function tools called in this turn, in order (transferCall and endCall are `end`). */
  tools: ToolUse[];
  /** Set when the agent ends the call after this turn. */
  end?: CallEnd;
};

export interface CallBrain {
  /** The agent's answer to what the caller just said. */
  respond(callerText: string, tools: BrainTools): Promise<BrainTurn>;
  /**
   * What happened on the call, for the end-of-call report's structured output (a real platform
   * asks the model after the call; the rule-based engine knows from what it did).
   */
  outcome(): Promise<CallOutcome>;
}

export type BrainOptions = {
  /** The clock the brain reads "today" and "tomorrow" from (tests fix it). */
  now: () => Date;
  /**
   * The files the assistant's query tools search: the knowledge base the model consults when the
   * prompt does not answer a question.
   */
  knowledge?: KnowledgeText[];
  /** The business's own number the caller rang (phone calls only): never taken for the caller's. */
  calledNumber?: string;
};

export type BrainFactory = (assistant: AssistantBody, options: BrainOptions) => CallBrain;
