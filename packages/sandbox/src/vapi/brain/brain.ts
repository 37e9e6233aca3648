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

/** A transfer the brain asks the platform to make, to one of the transferCall tool's numbers. */
export type TransferRequest = {
  destination: string;
  /**
   * What the person who answers a warm transfer is told, from the call so far (Vapi's
   * summaryPlan); asked only when the destination answers and its plan says a summary.
   */
  summary: () => Promise<string | null>;
};

/** A transfer nobody took, and what the destination's fallbackPlan does about it. */
export type FailedTransfer = {
  connected: false;
  /** How it failed, as Vapi's transfer artifact names it. */
  status: 'busy' | 'no-answer';
  /** The fallbackPlan's message, which the platform says to the caller; null without one. */
  fallbackMessage: string | null;
  /** The plan ends the call after its message (`endCallEnabled`, true unless set false). */
  endsCall: boolean;
};

/** What became of a transfer: put through, or failed as the destination's fallbackPlan says. */
export type TransferAttempt = { connected: true } | FailedTransfer;

/** How the brain reaches the assistant's tools: the emulator posts tool-calls to the tool's server. */
export type BrainTools = {
  /** Runs a function tool through its server (the portal's webhook); resolves to the result text. */
  run(name: string, args: Record<string, unknown>): Promise<string>;
  /**
   * Dials a transfer destination as the platform would. Without it (a brain used on its own) every
   * transfer is put through.
   */
  transfer?(request: TransferRequest): Promise<TransferAttempt>;
};

export type CallEnd =
  | { reason: 'assistant-ended-call' }
  /** Transferred with the assistant's transferCall tool, to that destination number. */
  | { reason: 'assistant-forwarded-call'; destination: string }
  /** The destination was busy or did not answer, and its fallbackPlan ends the call. */
  | { reason: 'call.forwarding.operator-busy' | 'call.forwarding.no-answer' };

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
   * A system message of a chat's input: an instruction the model reads before the caller's next
   * words, such as a transfer that found nobody. What the agent says at once, if anything.
   */
  instruct(text: string, tools: BrainTools): Promise<BrainTurn>;
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
  /** The number the caller rang from (phone calls only): a warm transfer's summary names it. */
  callerNumber?: string;
  /**
   * The call's variable values (`assistantOverrides.variableValues`): the Liquid variables of the
   * prompt and the first message, such as what the business knows of a returning caller.
   */
  variables?: Record<string, unknown>;
};

export type BrainFactory = (assistant: AssistantBody, options: BrainOptions) => CallBrain;
