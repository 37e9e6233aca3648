import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';
import { readCallBrief, type CallBrief } from '@portal/shared/agents/call-brief';
import type { AssistantBody } from '../../vapi-types.ts';
import type { BrainTools, BrainTurn, ToolUse } from '../brain.ts';
import { readAbilities, type Abilities, type ConfirmedChange } from './abilities.ts';
import { readDestinations, type Destination } from './destinations.ts';
import type { Detail, DetailKey } from './details.ts';
import { createPhraseMatcher, type PhraseMatcher } from './phrase-match.ts';
import { goodbyeMessage } from './replies.ts';
import { createFactIndex, type FactIndex } from './retrieval.ts';
import { knowledgeFacts } from './knowledge-facts.ts';
import { phoneNumbersIn } from './caller-details.ts';
import type { KnowledgeText } from '../../knowledge-state.ts';
import type { CalendarChange, ManageDraft, ManageStep } from './manage-state.ts';
import { readReturningCaller, type ReturningCaller } from './returning-caller.ts';

/** What the agent asked last and waits to hear the answer to. */
export type Pending =
  | { kind: 'detail'; detail: Detail; retried: boolean }
  /** The agent offered to take a message. */
  | { kind: 'offer-message' }
  | { kind: 'booking-day' }
  | { kind: 'booking-time'; offered: string[] }
  | { kind: 'booking-confirm' }
  /** The agent, going round in circles, offered a message or a person. */
  | { kind: 'offer-help' }
  | { kind: 'anything-else' }
  /** A question about one of the caller's own bookings. */
  | { kind: 'manage'; step: ManageStep; question: string }
  /** "Can I text you a confirmation?", asked just before the change is made. */
  | { kind: 'text-consent'; change: ConfirmedChange; retried: boolean };

export type Flow = 'booking' | 'message' | 'urgent' | 'manage';

export type BookingDraft = {
  date?: string;
  time?: string;
  appointmentType?: string;
  durationMinutes: number;
  /** No calendar to book in: the request is taken down for the team to confirm. */
  asRequest: boolean;
};

/** Everything the brain knows about the call so far. */
export type CallState = {
  brief: CallBrief | null;
  abilities: Abilities;
  /** Where the transferCall tool can put the caller through, described by the brief. */
  destinations: Destination[];
  facts: FactIndex;
  urgentSituations: PhraseMatcher;
  topicsToAvoid: PhraseMatcher;
  now: () => Date;
  /** What the agent says last: the owner's end-of-call message or a plain goodbye. */
  goodbye: string;
  /** What the caller told the agent, by detail. */
  known: Map<DetailKey, string>;
  /**
   * Whether the caller wants a text confirming a change made on this call: their answer to the
   * question, or what they said unasked ("and text me the confirmation"); null until then.
   */
  textConsent: boolean | null;
  /** The portal marked the caller as having texted STOP: never asked, never texted, whatever they say. */
  textsOff: boolean;
  /** Details the caller would not give: not asked again. */
  declined: Set<DetailKey>;
  /** The business's own numbers (the line rung, those in its contact details), E.164: never the caller's. */
  businessNumbers: Set<string>;
  /** The number the caller rang from, on a phone call. */
  callerNumber: string | null;
  /** What the business knows of the caller from before (the call's variable values). */
  caller: ReturningCaller;
  /** What the agent waits for and how many times in a row it has asked it. */
  asked: { key: string; times: number } | null;
  flow: Flow | null;
  pending: Pending | null;
  booking: BookingDraft | null;
  /** One of the caller's own bookings being looked up, moved or cancelled. */
  manage: ManageDraft | null;
  urgent: { description: string; situation: string | null } | null;
  unansweredQuestions: string[];
  callerSpoke: boolean;
  booked: boolean;
  /** The last booking made, moved or cancelled on this call. */
  lastChange: CalendarChange | null;
  transferred: boolean;
  /** The transfer asked for this call, and what the caller wants there (a warm transfer's summary says it). */
  transfer: { destination: Destination; about: string | null } | null;
  messageTaken: boolean;
  /** The caller was a recording or a sales pitch, and the agent ended the call. */
  spam: boolean;
  /** Tool calls so far, numbering their ids. */
  toolCalls: number;
};

/**
 * A new call's state: the brief, tools and knowledge base read from the assistant, what the
 * call's variables say of a returning caller, nothing heard yet. A greeting that asked about the
 * caller's next appointment waits for the answer.
 */
export function createCallState(
  assistant: AssistantBody,
  now: () => Date,
  knowledge: readonly KnowledgeText[] = [],
  calledNumber?: string,
  callerNumber?: string,
  variables: Record<string, unknown> = {},
): CallState {
  const brief = readCallBrief(assistant.metadata);
  const abilities = readAbilities(assistant);
  const assistantGoodbye = typeof assistant.endCallMessage === 'string' ? assistant.endCallMessage : null;
  // The forwarding number is not one of them: it is often the owner's own phone, calling to try the agent.
  const businessNumbers = [calledNumber, ...(brief?.facts ?? []).flatMap((fact) => phoneNumbersIn(fact.text))];
  // A test conversation set at a moment of its own reads every time from it, not from the clock.
  const setAt = brief?.now ? Date.parse(brief.now) : Number.NaN;
  const clock = Number.isNaN(setAt) ? now : () => new Date(setAt);
  const caller = readReturningCaller(assistant, variables, clock);
  return {
    brief,
    abilities,
    destinations: readDestinations(brief, abilities.destinations),
    facts: createFactIndex([...(brief?.facts ?? []), ...knowledgeFacts(knowledge)]),
    urgentSituations: createPhraseMatcher(brief?.urgent?.situations ?? []),
    topicsToAvoid: createPhraseMatcher(brief?.topicsToAvoid ?? []),
    now: clock,
    goodbye: goodbyeMessage(brief?.endCallMessage ?? assistantGoodbye, brief?.businessName ?? null),
    // A caller the business knows is not asked their name again.
    known: new Map(caller.name ? [['name', caller.name]] : []),
    textConsent: null,
    textsOff: !!variables[CALLER_VARIABLES.textsOff],
    declined: new Set(),
    businessNumbers: new Set(businessNumbers.filter((number): number is string => !!number)),
    callerNumber: callerNumber ?? null,
    caller,
    asked: null,
    flow: null,
    pending: caller.askedAboutAppointment
      ? {
          kind: 'manage',
          step: { ask: 'greeting' },
          question: `Is it about your appointment on ${caller.nextAppointment}?`,
        }
      : null,
    booking: null,
    manage: null,
    urgent: null,
    unansweredQuestions: [],
    callerSpoke: false,
    booked: false,
    lastChange: null,
    transferred: false,
    transfer: null,
    messageTaken: false,
    spam: false,
    toolCalls: 0,
  };
}

/** The business's time zone: hours, days and times are read in it. */
export const timezoneOf = (state: CallState) => state.brief?.timezone ?? 'UTC';

/** One caller turn being answered: the state, the tools, and the agent's reply so far. */
export type TurnContext = { state: CallState; tools: BrainTools; turn: BrainTurn };

export const say = (context: TurnContext, ...sentences: string[]) => context.turn.say.push(...sentences);

export const TOOL_FAILED = "Sorry, I couldn't do that right now.";

/**
 * Runs a function tool through the emulator (and so the portal's webhook) and records it in the
 * turn. A failure is said to the caller and gives null: the call goes on without the tool.
 */
export async function runTool(context: TurnContext, name: string, args: Record<string, unknown>) {
  const { state } = context;
  state.toolCalls += 1;
  const use: ToolUse = { id: `call_${state.toolCalls}`, name, arguments: args, result: '' };
  context.turn.tools.push(use);
  try {
    use.result = await context.tools.run(name, args);
    return use.result;
  } catch (error) {
    use.result = `Error: ${error instanceof Error ? error.message : String(error)}`;
    say(context, TOOL_FAILED);
    return null;
  }
}
