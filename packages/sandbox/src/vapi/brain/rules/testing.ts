import { defaultHours } from '@portal/shared/agents/hours';
import type { CallBrief } from '@portal/shared/agents/call-brief';
import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
  TEXT_CONFIRMATION_ARG,
  TRANSFER_HOLD_MESSAGE,
} from '@portal/shared/voice-webhook.plain';
import type { AssistantBody, ToolBody } from '../../vapi-types.ts';
import type { BrainTools } from '../brain.ts';
import { createRuleBrain } from '../rule-brain.ts';
import { createCallState, type CallState, type TurnContext } from './call-state.ts';

/** Fixtures for the rule modules' tests: a dental practice's brief, its tools, a turn to answer. */

// Thursday 26 November 2026, 10:00 in New York.
export const NOW = new Date('2026-11-26T15:00:00Z');
export const FRIDAY_TIMES = 'Open times on Friday, November 27: 9:00 AM, 10:00 AM, 2:00 PM.';
export const BOOKED = 'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.';

export function dentalBrief(overrides: Partial<CallBrief> = {}): CallBrief {
  return {
    version: 1,
    businessName: 'Bright Smile Dental',
    timezone: 'America/New_York',
    hours: defaultHours(),
    facts: [{ topic: 'prices', source: 'Prices', text: 'Cleaning $120. Whitening from $299.' }],
    topicsToAvoid: [],
    infoToCollect: [],
    urgent: null,
    forwarding: null,
    scheduling: {
      canBook: true,
      appointmentTypes: ['Cleaning', 'Exam'],
      durations: [30],
      required: [
        { argument: 'full_name', label: 'full name' },
        { argument: 'phone_number', label: 'phone number' },
      ],
    },
    endCallMessage: null,
    ...overrides,
  };
}

export const transferTool = (number = '+15125550100'): ToolBody => ({
  type: 'transferCall',
  destinations: [{ type: 'number', number, message: TRANSFER_HOLD_MESSAGE }],
});

type BriefDestination = NonNullable<NonNullable<CallBrief['forwarding']>['destinations']>[number];

/** A destination as the brief describes it: any time unless hours are given. */
export const briefDestination = (overrides: Partial<BriefDestination> = {}): BriefDestination => ({
  name: 'Front desk',
  number: '+15125550100',
  reason: 'The caller asks for a person.',
  ringWhen: 'always',
  hours: null,
  ...overrides,
});

/** Forwarding on to these destinations, and the transferCall tool that lists them, as the compiler makes both. */
export function forwardingTo(destinations: BriefDestination[]) {
  const brief = dentalBrief({ forwarding: { instructions: null, destinations, mode: 'warm', noAnswerSeconds: 20 } });
  const tool: ToolBody = {
    type: 'transferCall',
    destinations: destinations.map(({ number }) => ({ type: 'number', number, message: TRANSFER_HOLD_MESSAGE })),
  };
  return { brief, tool };
}

export const bookingTools: ToolBody[] = [
  { type: 'function', function: { name: CHECK_AVAILABILITY } },
  { type: 'function', function: { name: BOOK_APPOINTMENT } },
];

/** The tools that find, move and cancel the caller's own bookings, compiled with booking. */
export const manageTools: ToolBody[] = [FIND_APPOINTMENTS, RESCHEDULE_APPOINTMENT, CANCEL_APPOINTMENT].map((name) => ({
  type: 'function',
  function: { name },
}));

/**
 * The tools with the caller's answer to "Can I text you a confirmation?" among the parameters of
 * those named (by default the three that book, move and cancel), as the portal compiles them
 * while the owner's texts are on.
 */
export const confirmingByText = (
  tools: ToolBody[],
  names: string[] = [BOOK_APPOINTMENT, RESCHEDULE_APPOINTMENT, CANCEL_APPOINTMENT],
): ToolBody[] =>
  tools.map((tool) =>
    tool.function?.name && names.includes(tool.function.name)
      ? {
          ...tool,
          function: {
            ...tool.function,
            parameters: { type: 'object', properties: { [TEXT_CONFIRMATION_ARG]: { type: 'boolean' } } },
          },
        }
      : tool,
  );

// The caller's appointments as the webhook lists them: Tuesday's cleaning and Friday's exam.
export const CLEANING_ID = '3b7c9a1e-0000-4000-8000-000000000001';
export const EXAM_ID = '3b7c9a1e-0000-4000-8000-000000000002';
export const CLEANING = `Cleaning – Jane Doe on Tuesday, December 1 at 10:00 AM (appointment id ${CLEANING_ID})`;
export const EXAM = `Exam – Jane Doe on Friday, December 4 at 2:30 PM (appointment id ${EXAM_ID})`;
export const upcoming = (...items: string[]) => `Upcoming appointments: ${items.join('; ')}.`;

export function assistantWith(brief: CallBrief | null, tools: ToolBody[] = []): AssistantBody {
  return { model: { tools: [{ type: 'endCall' }, ...tools] }, metadata: brief ? { callBrief: brief } : {} };
}

export const stateFor = (brief: CallBrief | null, tools: ToolBody[] = [], now = NOW): CallState =>
  createCallState(assistantWith(brief, tools), () => now);

type Answer = string | ((args: Record<string, unknown>) => string);

/** A turn to answer, with tools that answer like the webhook and remember what they were asked. */
export function turnFor(state: CallState, answers: Record<string, Answer> = {}, transfer?: BrainTools['transfer']) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const defaults: Record<string, Answer> = { [CHECK_AVAILABILITY]: FRIDAY_TIMES, [BOOK_APPOINTMENT]: BOOKED };
  const tools: BrainTools = {
    async run(name, args) {
      calls.push({ name, args });
      const answer = answers[name] ?? defaults[name];
      if (answer === undefined) throw new Error(`no answer for ${name}`);
      return typeof answer === 'function' ? answer(args) : answer;
    },
    ...(transfer ? { transfer } : {}),
  };
  const context: TurnContext = { state, tools, turn: { say: [], tools: [] } };
  return { context, calls };
}

/**
 * A call to the rule brain, turn by turn: `says` gives what the agent answers each caller line,
 * `calls` every tool call with its arguments, `brain` the brain (for its outcome).
 */
export function ruleCall(
  answers: Record<string, Answer> = {},
  options: { brief?: CallBrief; tools?: ToolBody[]; firstMessage?: string; variables?: Record<string, unknown> } = {},
) {
  const assistant = assistantWith(options.brief ?? dentalBrief(), options.tools ?? [...bookingTools, ...manageTools]);
  if (options.firstMessage) assistant.firstMessage = options.firstMessage;
  const brain = createRuleBrain(assistant, { now: () => NOW, variables: options.variables ?? {} });
  const { context, calls } = turnFor(stateFor(null), answers);
  const says = async (text: string) => (await brain.respond(text, context.tools)).say;
  return { says, calls, brain };
}
