import { defaultHours } from '@portal/shared/agents/hours';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { callOutcomeSchema } from '@portal/shared/call-outcome';
import { describe, expect, it } from 'vitest';
import { compileAssistant } from '../../../modules/agents/compile/compile-assistant.pure.ts';
import type { CompilableAgent, CompileContext } from '../../../modules/agents/compile/compile-input.pure.ts';
import { DateTime } from 'luxon';
import { readHours } from '@portal/shared/agents/hours';
import { readSchedulingConfig } from '@portal/shared/agents/scheduling';
import { describeSlots, missingDetails, type BookingArgs } from '../../../modules/calls/booking/booking-text.pure.ts';
import { availableSlots, REASON_TEXT } from '../../../modules/calls/booking/slots.pure.ts';
import {
  APPOINTMENT_ANSWERS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  REHEARSAL_APPOINTMENT_ID,
  RESCHEDULE_APPOINTMENT,
  TRANSFER_HOLD_MESSAGE,
} from '@portal/shared/voice-webhook.plain';
import { proposeScenarios } from '@portal/shared/agents/scenario-proposals.plain';
import { dentalClinicTemplate } from '../../../db/seed/templates/dental-clinic.ts';
import { INDUSTRY_TEMPLATES } from '../../../db/seed/templates/index.ts';
import type { Conversation } from '../../../modules/scenarios/conversation.pure.ts';
import { agentFacts, evaluateExpectations } from '../../../modules/scenarios/evaluate-expectations.pure.ts';
import { runScenario } from '../../../modules/scenarios/scenario-runner.service.ts';
import type { ChatMessage, VoicePlatform } from '../../../providers/voice/voice.ts';
import type { ScenarioInput } from '@portal/shared/agents/scenarios';
import type { AssistantBody } from '@portal/sandbox/vapi/vapi-types';
import type { BrainTools, BrainTurn, CallBrain } from '@portal/sandbox/vapi/brain/brain';
import { createRuleBrain } from '@portal/sandbox/vapi/brain/rule-brain';
import {
  BLANK_AGENT,
  DENTAL_AGENT,
  PLUMBER_AGENT,
  testCompileContext,
} from '../../../modules/agents/compile/testing.ts';
import { destination } from '@portal/shared/testing/destinations';

// Thursday 26 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-26T15:00:00Z');

const context: CompileContext = testCompileContext(true);

const blank: CompilableAgent = BLANK_AGENT;

const dental: CompilableAgent = {
  ...DENTAL_AGENT,
  yourHours: { ...defaultHours(), Sat: { open: true, start: '09:00', end: '13:00' } },
  contactInfo: '12 Oak Street, Austin. Free parking behind the building.',
  topicsToAvoid: 'Competitor pricing, medical diagnoses',
};

const plumber = PLUMBER_AGENT;

const FRIDAY_TIMES = 'Open times on Friday, November 27: 9:00 AM, 10:00 AM, 2:00 PM.';
const BOOKED = 'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.';

type Call = { name: string; args: Record<string, unknown> };

/** Tools that answer like the portal's webhook, and remember what they were asked. */
function fakeTools(answers: Partial<Record<string, string | ((args: Record<string, unknown>) => string)>> = {}) {
  const calls: Call[] = [];
  const tools: BrainTools = {
    async run(name, args) {
      calls.push({ name, args });
      const answer = answers[name] ?? { [CHECK_AVAILABILITY]: FRIDAY_TIMES, [BOOK_APPOINTMENT]: BOOKED }[name];
      if (answer === undefined) throw new Error(`no answer for ${name}`);
      return typeof answer === 'function' ? answer(args) : answer;
    },
  };
  return { tools, calls };
}

/**
 * Tools that answer with the webhook's own rules and sentences (an empty calendar): the slots the
 * agent's scheduling rules allow, the details it still needs, the confirmation. As in a test
 * conversation, a caller who gives the name and number of a booking finds the rehearsal
 * appointment at the first open time, and moves or cancels it.
 */
function webhookTools(agent: CompilableAgent) {
  const config = readSchedulingConfig(agent.schedulingConfig);
  const slots = (date: string, minutes: number) =>
    availableSlots({
      date,
      durationMinutes: minutes,
      timezone: agent.timezone,
      hours: readHours(agent.yourHours),
      config,
      busy: [],
      now: NOW,
    });
  const spoken = (start: DateTime) => start.toFormat("cccc, LLLL d 'at' h:mm a");
  const length = config.appointment_duration_options[0] ?? 30;
  const today = DateTime.fromJSDate(NOW, { zone: agent.timezone });
  const rehearsal = Array.from({ length: 14 }, (_, ahead) => slots(today.plus({ days: ahead }).toISODate()!, length))
    .flatMap((result) => (result.ok ? result.slots : []))
    .at(0);
  return fakeTools({
    [FIND_APPOINTMENTS]: (args) =>
      args.full_name && rehearsal
        ? `${APPOINTMENT_ANSWERS.found} Appointment – ${String(args.full_name)} on ${spoken(rehearsal)} (appointment id ${REHEARSAL_APPOINTMENT_ID}).`
        : APPOINTMENT_ANSWERS.noneForNumber,
    [RESCHEDULE_APPOINTMENT]: (args) => {
      const start = DateTime.fromISO(String(args.new_start), { zone: agent.timezone });
      const result = slots(start.toISODate()!, length);
      if (!result.ok || !result.slots.some((slot) => slot.equals(start))) return 'That time is no longer available.';
      return `${APPOINTMENT_ANSWERS.moved} the appointment is now on ${spoken(start)} (it was ${spoken(rehearsal!)}).`;
    },
    [CANCEL_APPOINTMENT]: () => `${APPOINTMENT_ANSWERS.cancelled} the appointment on ${spoken(rehearsal!)}.`,
    [CHECK_AVAILABILITY]: (args) => {
      const result = slots(String(args.date), Number(args.duration_minutes ?? length));
      const wanted = typeof args.time === 'string' ? args.time : undefined;
      return result.ok
        ? describeSlots(String(args.date), agent.timezone, result.slots, wanted)
        : REASON_TEXT[result.reason];
    },
    [BOOK_APPOINTMENT]: (args) => {
      const missing = missingDetails(config, args as BookingArgs);
      if (missing) return missing;
      const start = DateTime.fromISO(String(args.start), { zone: agent.timezone });
      const result = slots(start.toISODate()!, Number(args.duration_minutes));
      if (!result.ok) return REASON_TEXT[result.reason];
      if (!result.slots.some((slot) => slot.equals(start))) return 'That time is no longer available.';
      return `Booked: ${start.toFormat("cccc, LLLL d 'at' h:mm a")} for ${args.duration_minutes} minutes. The appointment is confirmed.`;
    },
  });
}

const assistantOf = (agent: CompilableAgent, ctx: CompileContext = context) =>
  compileAssistant(agent, ctx) as unknown as AssistantBody;

function call(agent: CompilableAgent, ctx: CompileContext = context) {
  return createRuleBrain(assistantOf(agent, ctx), { now: () => NOW });
}

/** Plays the caller's lines and returns every turn. */
async function talk(brain: CallBrain, tools: BrainTools, lines: string[]) {
  const turns = [];
  for (const line of lines) turns.push(await brain.respond(line, tools));
  return turns;
}

async function outcomeOf(brain: CallBrain) {
  const outcome = await brain.outcome();
  return callOutcomeSchema.parse(outcome);
}

/** Plays a scenario's caller turns as the scenario runner does, stopping at an end or a transfer. */
async function playScenario(agent: CompilableAgent, callerTurns: string[]): Promise<Conversation> {
  const brain = call(agent);
  const { tools } = webhookTools(agent);
  const conversation: Conversation = { lines: [], tools: [] };
  for (const text of callerTurns) {
    conversation.lines.push({ speaker: 'caller', text });
    const turn = await brain.respond(text, tools);
    if (turn.say.length) conversation.lines.push({ speaker: 'agent', text: turn.say.join(' ') });
    conversation.tools.push(...turn.tools);
    if (turn.end) {
      const transfer = turn.end.reason === 'assistant-forwarded-call';
      conversation.tools.push({
        id: 'end',
        name: transfer ? 'transferCall' : 'endCall',
        arguments: turn.end.reason === 'assistant-forwarded-call' ? { destination: turn.end.destination } : {},
        result: null,
      });
      break;
    }
  }
  return conversation;
}

/**
 * Vapi's chat as the emulator answers it, in this process: one rule brain for the conversation,
 * tools that answer like the webhook, a system message of the input read as an instruction.
 */
function ruleBrainChat(agent: CompilableAgent): Pick<VoicePlatform, 'chat'> {
  const { tools } = webhookTools(agent);
  let brain: CallBrain | undefined;
  let chats = 0;
  const outputOf = (turn: BrainTurn): ChatMessage[] => [
    ...turn.tools.flatMap((use): ChatMessage[] => [
      {
        role: 'assistant',
        tool_calls: [
          { id: use.id, type: 'function', function: { name: use.name, arguments: JSON.stringify(use.arguments) } },
        ],
      },
      { role: 'tool', tool_call_id: use.id, content: use.result },
    ]),
    ...turn.say.map((content): ChatMessage => ({ role: 'assistant', content })),
    ...(turn.end
      ? [
          {
            role: 'assistant',
            tool_calls: [
              turn.end.reason === 'assistant-forwarded-call'
                ? {
                    id: 'end',
                    type: 'function',
                    function: {
                      name: 'transferCall',
                      arguments: JSON.stringify({ destination: turn.end.destination }),
                    },
                  }
                : { id: 'end', type: 'function', function: { name: 'endCall', arguments: '{}' } },
            ],
          } as ChatMessage,
        ]
      : []),
  ];
  return {
    async chat({ assistant, input }) {
      const talking = (brain ??= createRuleBrain(assistant as unknown as AssistantBody, { now: () => NOW }));
      const messages = typeof input === 'string' ? [{ role: 'user', message: input }] : input;
      const output: ChatMessage[] = [];
      for (const { role, message } of messages)
        output.push(
          ...outputOf(role === 'user' ? await talking.respond(message, tools) : await talking.instruct(message, tools)),
        );
      chats += 1;
      return { id: `chat-${chats}`, output };
    },
  };
}

/** Runs a scenario with the portal's runner, its conditions (the time of the call, transfers nobody answers) included. */
const runProposal = (agent: CompilableAgent, scenario: ScenarioInput) =>
  runScenario({ voice: ruleBrainChat(agent), now: () => NOW }, compileAssistant(agent, context), scenario);

describe('booking with a calendar', () => {
  it('checks the day, collects the details, confirms and books', async () => {
    const brain = call(dental);
    const { tools, calls } = fakeTools();
    const [asked, name, phone, confirmed] = await talk(brain, tools, [
      'Can I book a cleaning tomorrow at 10?',
      'Jane Doe',
      '512-555-0142',
      'Yes please',
    ]);
    expect(asked!.tools).toEqual([
      {
        id: 'call_1',
        name: CHECK_AVAILABILITY,
        arguments: { date: '2026-11-27', duration_minutes: 30, appointment_type: 'Cleaning', time: '10:00' },
        result: FRIDAY_TIMES,
      },
    ]);
    expect(asked!.say).toEqual(['10:00 AM on Friday, November 27 is available.', 'May I have your full name?']);
    expect(name!.say).toEqual(["What's the best phone number to reach you?"]);
    expect(phone!.say).toEqual([
      'To confirm: a cleaning on Friday, November 27 at 10:00 AM for Jane Doe. Shall I book it?',
    ]);
    expect(confirmed!.say).toEqual([BOOKED, 'Is there anything else I can help you with?']);
    expect(calls[1]).toEqual({
      name: BOOK_APPOINTMENT,
      args: {
        start: '2026-11-27T10:00',
        duration_minutes: 30,
        full_name: 'Jane Doe',
        phone_number: '+15125550142',
        reason: 'Cleaning',
        appointment_type: 'Cleaning',
      },
    });
    expect(await outcomeOf(brain)).toEqual({
      outcome: 'booked',
      unansweredQuestions: [],
      urgent: false,
      collected: [],
      callerName: 'Jane Doe',
      callerPhone: '+15125550142',
      reason: 'Cleaning',
    });
  });

  it('takes several details from one sentence and asks only for what is missing', async () => {
    const brain = call({ ...dental, schedulingConfig: { ...defaultSchedulingConfig(), require_email: true } });
    const { tools, calls } = fakeTools();
    const [asked, details, reason] = await talk(brain, tools, [
      'I want to book an appointment tomorrow at 10',
      "I'm Jane Doe, 512-555-0142, jane@example.com",
      'My tooth hurts',
      'yes',
    ]);
    expect(asked!.say.at(-1)).toBe('May I have your full name?');
    expect(details!.say).toEqual(["What's the reason for your visit?"]);
    expect(reason!.say[0]).toBe(
      'To confirm: an appointment on Friday, November 27 at 10:00 AM for Jane Doe. Shall I book it?',
    );
    expect(calls[1]!.args).toEqual({
      start: '2026-11-27T10:00',
      duration_minutes: 30,
      full_name: 'Jane Doe',
      phone_number: '+15125550142',
      email: 'jane@example.com',
      reason: 'My tooth hurts',
    });
  });

  it('reads out the open times when the time asked for is not among them, and books the one picked', async () => {
    const brain = call(dental);
    const { tools, calls } = fakeTools();
    const [asked, picked] = await talk(brain, tools, ['Could I come in for an exam Friday at 11?', '2 pm please']);
    expect(asked!.say).toEqual(["11:00 AM isn't one of the open times.", FRIDAY_TIMES, 'Which time works for you?']);
    expect(picked!.say).toEqual(['2:00 PM on Friday, November 27 is available.', 'May I have your full name?']);
    await talk(brain, tools, ['Sam Lee', '5125550100', 'yes']);
    expect(calls.at(-1)!.args).toMatchObject({ start: '2026-11-27T14:00', appointment_type: 'Exam', reason: 'Exam' });
  });

  it('asks for the day when none is given, then offers that day’s times', async () => {
    const brain = call(dental);
    const { tools, calls } = fakeTools();
    const [asked, day] = await talk(brain, tools, ["I'd like to make an appointment", 'Friday']);
    expect(asked!.say).toEqual(['What day would you like to come in?']);
    expect(asked!.tools).toEqual([]);
    expect(calls[0]!.args).toEqual({ date: '2026-11-27', duration_minutes: 30 });
    expect(day!.say).toEqual([FRIDAY_TIMES, 'Which time works for you?']);
  });

  it('says why a day cannot be booked and asks for another', async () => {
    const brain = call(dental);
    const { tools, calls } = fakeTools({
      [CHECK_AVAILABILITY]: (args) => (args.date === '2026-11-28' ? REASON_TEXT['not-bookable-day'] : FRIDAY_TIMES),
    });
    const [refused, friday] = await talk(brain, tools, [
      'Can I book something on Saturday morning?',
      'How about Friday?',
    ]);
    expect(refused!.say).toEqual([REASON_TEXT['not-bookable-day'], 'Is there another day that works for you?']);
    // The morning asked for first still stands for the new day.
    expect(calls[1]!.args.date).toBe('2026-11-27');
    expect(friday!.say[0]).toBe('9:00 AM on Friday, November 27 is available.');
  });

  it('asks for a better time when the caller does not confirm', async () => {
    const brain = call(dental);
    const { tools, calls } = fakeTools();
    const turns = await talk(brain, tools, ['Book a cleaning tomorrow at 9', 'Jane Doe', '512 555 0142', 'No']);
    expect(turns.at(-1)!.say).toEqual(['No problem. What day and time would suit you better?']);
    expect(calls.map((entry) => entry.name)).toEqual([CHECK_AVAILABILITY]);
  });

  it('offers the new times when the slot was taken before booking', async () => {
    const taken = 'That time is no longer available. Open times on Friday, November 27: 9:00 AM, 2:00 PM.';
    const brain = call(dental);
    const { tools } = fakeTools({ [BOOK_APPOINTMENT]: taken });
    const turns = await talk(brain, tools, ['Book a cleaning tomorrow at 10', 'Jane Doe', '512 555 0142', 'yes']);
    expect(turns.at(-1)!.say).toEqual([taken, 'Which time works for you?']);
    expect((await outcomeOf(brain)).outcome).toBe('answered');
  });

  it('says sorry when a tool fails and offers a message instead', async () => {
    const brain = call(dental);
    const tools: BrainTools = {
      run: async () => {
        throw new Error('webhook down');
      },
    };
    const [turn] = await talk(brain, tools, ['Book a cleaning tomorrow at 10']);
    expect(turn!.say[0]).toBe("Sorry, I couldn't do that right now.");
    expect(turn!.tools[0]).toMatchObject({ name: CHECK_AVAILABILITY, result: 'Error: webhook down' });
    const [yes] = await talk(brain, tools, ['yes']);
    expect(yes!.say).toEqual(["What's your name?"]);
  });
});

describe('booking against the webhook’s rules', () => {
  it('hears a same-day refusal, moves to the next day and books there', async () => {
    const brain = call(dental);
    const { tools, calls } = webhookTools(dental);
    const turns = await talk(brain, tools, [
      'Can I book a cleaning today at 3?',
      'How about tomorrow at 10 then?',
      'My name is Jane Doe',
      '512 555 0142',
      'Sure',
    ]);
    expect(turns[0]!.say).toEqual([REASON_TEXT['same-day'], 'Is there another day that works for you?']);
    expect(turns[1]!.say).toEqual(['10:00 AM on Friday, November 27 is available.', 'May I have your full name?']);
    expect(turns[4]!.say).toEqual([
      'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.',
      'Is there anything else I can help you with?',
    ]);
    expect(calls.map((entry) => entry.args.date ?? entry.args.start)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-27T10:00',
    ]);
    expect((await outcomeOf(brain)).outcome).toBe('booked');
  });

  it('offers the times the rules leave open and books the one picked', async () => {
    const brain = call(dental);
    const { tools, calls } = webhookTools(dental);
    const [offered, picked] = await talk(brain, tools, ['I need an exam on Monday', '11']);
    expect(offered!.say).toEqual([
      'Open times on Monday, November 30: 9:00 AM, 10:00 AM, 11:00 AM, 12:00 PM, 1:00 PM, 2:00 PM, 3:00 PM, 4:00 PM.',
      'Which time works for you?',
    ]);
    expect(picked!.say[0]).toBe('11:00 AM on Monday, November 30 is available.');
    await talk(brain, tools, ['Jane Doe', '5125550142', 'yes']);
    expect(calls.at(-1)).toMatchObject({ name: BOOK_APPOINTMENT, args: { start: '2026-11-30T11:00' } });
    expect((await outcomeOf(brain)).outcome).toBe('booked');
  });
});

describe('a question in the middle of a flow', () => {
  it('is answered, then the flow’s question is asked again', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [, question, unknown, name] = await talk(brain, tools, [
      'Book a cleaning tomorrow at 10',
      'How much is a cleaning?',
      'Do you do root canals?',
      'Jane Doe',
    ]);
    expect(question!.say).toEqual(['Cleaning $120.', 'May I have your full name?']);
    expect(unknown!.say).toEqual([
      "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.",
      'May I have your full name?',
    ]);
    expect(name!.say).toEqual(["What's the best phone number to reach you?"]);
    expect((await outcomeOf(brain)).unansweredQuestions).toEqual(['Do you do root canals?']);
  });
});

describe('booking without a calendar', () => {
  it('takes the details and the wanted time down as a request', async () => {
    const brain = call(dental, { ...context, calendarConnected: false });
    const { tools, calls } = fakeTools();
    const [asked, , , done] = await talk(brain, tools, [
      'Can I book a cleaning tomorrow at 10?',
      'Jane Doe',
      '512-555-0142',
      'no thanks',
    ]);
    expect(asked!.say).toEqual([
      "I can't see the calendar right now, so I'll take your details and the team will confirm a time.",
      'May I have your full name?',
    ]);
    expect(calls).toEqual([]);
    const outcome = await outcomeOf(brain);
    expect(outcome).toMatchObject({
      outcome: 'message_taken',
      message: 'Appointment request: cleaning, Friday, November 27 at 10:00 AM.',
      callerName: 'Jane Doe',
      callerPhone: '+15125550142',
    });
    expect(done!.end).toEqual({ reason: 'assistant-ended-call' });
  });

  it('asks for the day and time when the caller gave none', async () => {
    const brain = call(dental, { ...context, calendarConnected: false });
    const { tools } = fakeTools();
    const turns = await talk(brain, tools, ['I need an appointment', 'Jane Doe', '512-555-0142', 'a checkup']);
    expect(turns.at(-1)!.say).toEqual(['What day and time would you like to come in?']);
    const [done] = await talk(brain, tools, ['Monday afternoon']);
    expect(done!.say[0]).toBe("Thanks, Jane Doe. I'll pass your request on and the team will confirm a time with you.");
    expect((await outcomeOf(brain)).message).toBe('Appointment request: appointment, Monday, November 30 at 2:00 PM.');
  });
});

describe('scheduling turned off', () => {
  it('offers a message instead of a booking', async () => {
    const brain = call({ ...dental, scheduling: 'No' });
    const { tools, calls } = fakeTools();
    const [asked, yes] = await talk(brain, tools, ['Can I book a cleaning tomorrow?', 'Yes']);
    expect(asked!.say).toEqual([
      "I can't book appointments, but I can take a message and the team will get back to you. Would you like that?",
    ]);
    expect(yes!.say).toEqual(["What's your name?"]);
    await talk(brain, tools, ['Jane Doe', '512-555-0142', 'Please call me about a cleaning next week']);
    expect(calls).toEqual([]);
    expect(await outcomeOf(brain)).toMatchObject({
      outcome: 'message_taken',
      message: 'Please call me about a cleaning next week',
    });
  });
});

describe('questions', () => {
  it('quotes the one sentence that answers', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [price, insurance, location] = await talk(brain, tools, [
      'How much is whitening?',
      'Do you take insurance?',
      'Where are you located?',
    ]);
    expect(price!.say).toEqual(['Whitening from $299.']);
    expect(insurance!.say).toEqual(['We accept most PPO insurance.']);
    expect(location!.say).toEqual(['12 Oak Street, Austin.']);
    expect(await outcomeOf(brain)).toMatchObject({ outcome: 'answered', unansweredQuestions: [] });
  });

  it('answers opening hours from the week', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [saturday, sunday, week, tomorrow] = await talk(brain, tools, [
      'Are you open Saturday?',
      'What about Sunday, are you open?',
      'What are your hours?',
      'Are you open tomorrow?',
    ]);
    expect(saturday!.say).toEqual(["On Saturday we're open from 9:00 AM to 1:00 PM."]);
    expect(sunday!.say).toEqual(["On Sunday we're closed."]);
    expect(week!.say).toEqual([
      "We're open Monday to Friday, 9:00 AM to 5:00 PM; Saturday, 9:00 AM to 1:00 PM, and closed on Sunday.",
    ]);
    expect(tomorrow!.say).toEqual(["Tomorrow, Friday, we're open from 9:00 AM to 5:00 PM."]);
  });

  it('never tells hours the owner has not given or kept: it says so and offers a message', async () => {
    // The suggested week, never saved: what a new agent starts with.
    const brain = call(blank);
    const { tools } = fakeTools();
    const [hours] = await talk(brain, tools, ['What are your hours?']);
    expect(hours!.say).toEqual([
      "I'm sorry, I don't have our opening hours at hand. I can take a message and have someone from the team get back to you.",
    ]);
    expect(await outcomeOf(brain)).toMatchObject({ unansweredQuestions: ['What are your hours?'] });
  });

  it('records a question it cannot answer and takes a message after a yes', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [unknown, yes] = await talk(brain, tools, ['Do you do root canals?', 'yes']);
    expect(unknown!.say).toEqual([
      "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.",
    ]);
    expect(yes!.say).toEqual(["What's your name?"]);
    expect(await outcomeOf(brain)).toMatchObject({
      outcome: 'question_unanswered',
      unansweredQuestions: ['Do you do root canals?'],
    });
  });

  it('refuses a topic to avoid without counting it as unanswered', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [refused, prices] = await talk(brain, tools, [
      'What is the competitor pricing like down the road?',
      'What is your pricing?',
    ]);
    expect(refused!.say).toEqual(["I'm sorry, I can't discuss that. Is there anything else I can help you with?"]);
    expect(prices!.say).toEqual(['Cleaning $120. Whitening from $299.']);
    expect((await outcomeOf(brain)).unansweredQuestions).toEqual([]);
  });

  it('answers nothing from the prompt when the assistant has no brief', async () => {
    const assistant = assistantOf(dental);
    const brain = createRuleBrain({ ...assistant, metadata: {} }, { now: () => NOW });
    const { tools } = fakeTools();
    const [hello, price, bye] = await talk(brain, tools, ['Hello', 'How much is whitening?', 'Bye']);
    expect(hello!.say).toEqual(['Hi! How can I help you today?']);
    expect(price!.say[0]).toMatch(/^I'm sorry, I don't know that/);
    expect(bye!.say).toEqual(['Thanks for calling Bright Smile Dental. Have a great day!']);
    expect(bye!.end).toEqual({ reason: 'assistant-ended-call' });
  });
});

describe('urgent matters', () => {
  it('collects the checklist one question at a time, then forwards the call', async () => {
    const brain = call(plumber);
    const { tools } = fakeTools();
    const [first, name, address, valve] = await talk(brain, tools, [
      'Help, a pipe burst in my kitchen!',
      'John Smith',
      '45 Elm Street, Austin',
      'In the garage next to the heater',
    ]);
    expect(first!.say).toEqual([
      "I'm sorry to hear that. Let me get a few details so the team can help right away. May I have your full name?",
    ]);
    expect(name!.say).toEqual(["What's the address?"]);
    expect(address!.say).toEqual(['Could you tell me where the main water valve is?']);
    expect(valve!.say).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect(valve!.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550199' });
    expect(await outcomeOf(brain)).toEqual({
      outcome: 'urgent',
      unansweredQuestions: [],
      urgent: true,
      message: 'Help, a pipe burst in my kitchen!',
      callerName: 'John Smith',
      reason: 'Burst pipes',
      collected: [
        { item: 'Full Name', value: 'John Smith' },
        { item: 'Address', value: '45 Elm Street, Austin' },
        { item: 'Where the main water valve is', value: 'In the garage next to the heater' },
      ],
    });
  });

  it('skips what the caller already said', async () => {
    const brain = call(plumber);
    const { tools } = fakeTools();
    const [first] = await talk(brain, tools, [
      "This is John Smith at 45 Elm Street, there's water flooding the basement",
    ]);
    expect(first!.say).toEqual([
      "I'm sorry to hear that. Let me get a few details so the team can help right away. Could you tell me where the main water valve is?",
    ]);
  });

  it('takes an urgent message when the owner wants a call back', async () => {
    const brain = call({
      ...plumber,
      urgentMattersAction: 'take_message',
      urgentMattersInfoToCollect: ['Phone'],
      urgentMattersInfoToCollectOther: null,
    });
    const { tools } = fakeTools();
    const [first, phone] = await talk(brain, tools, ['It is an emergency, I smell gas', '512-555-0142']);
    expect(first!.say).toEqual([
      "I'm sorry to hear that. Let me get a few details so the team can help right away. What's the best phone number to reach you?",
    ]);
    expect(phone!.say).toEqual([
      "I've marked this as urgent. The team will call you back as soon as possible.",
      'Is there anything else I can help you with?',
    ]);
    expect(phone!.end).toBeUndefined();
    expect(await outcomeOf(brain)).toMatchObject({
      outcome: 'urgent',
      urgent: true,
      message: 'It is an emergency, I smell gas',
      callerPhone: '+15125550142',
      collected: [{ item: 'Phone', value: '+15125550142' }],
    });
  });

  it('interrupts a booking in progress', async () => {
    const brain = call({ ...dental, urgentMattersEnabled: true, urgentMattersAction: 'take_message' });
    const { tools } = fakeTools();
    const [, urgent] = await talk(brain, tools, [
      'Book a cleaning tomorrow at 10',
      'This is urgent, my crown fell out',
    ]);
    expect(urgent!.say).toEqual([
      "I've marked this as urgent. The team will call you back as soon as possible.",
      'Is there anything else I can help you with?',
    ]);
    expect((await outcomeOf(brain)).outcome).toBe('urgent');
  });

  it('takes a plain message when there is no urgent policy', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [turn] = await talk(brain, tools, ['This is an emergency!']);
    expect(turn!.say).toEqual(["I can take a message for the team. What's your name?"]);
    expect((await outcomeOf(brain)).urgent).toBe(false);
  });
});

describe('asking for a person', () => {
  it('transfers to the forwarding number', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [turn] = await talk(brain, tools, ['I want to talk to a person']);
    expect(turn!.say).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect(turn!.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
    expect((await outcomeOf(brain)).outcome).toBe('transferred');
  });

  it('takes a message when the agent cannot transfer', async () => {
    const brain = call({ ...dental, callForwardingActive: false });
    const { tools } = fakeTools();
    const turns = await talk(brain, tools, [
      'Can I speak to someone at the front desk?',
      'Jane Doe',
      '512-555-0142',
      'Please ask Dr. Lee to call me about my x-rays',
    ]);
    expect(turns[0]!.say).toEqual(["I can't transfer calls right now, but I can take a message. What's your name?"]);
    expect(turns[0]!.end).toBeUndefined();
    expect(turns[1]!.say).toEqual(["What's the best phone number to reach you?"]);
    expect(turns[2]!.say).toEqual(['What would you like me to pass on?']);
    expect(turns[3]!.say).toEqual([
      "Thanks, Jane Doe. I'll pass your message on and the team will get back to you.",
      'Is there anything else I can help you with?',
    ]);
    expect(await outcomeOf(brain)).toMatchObject({
      outcome: 'message_taken',
      message: 'Please ask Dr. Lee to call me about my x-rays',
      callerName: 'Jane Doe',
    });
  });

  it('does not put a caller through on a line kept for urgent calls', async () => {
    const brain = call(plumber);
    const { tools } = fakeTools();
    const [turn] = await talk(brain, tools, ['Can I talk to a real person?']);
    expect(turn!.end).toBeUndefined();
    expect(turn!.say[0]).toMatch(/^I can't transfer calls right now/);
  });
});

describe('transfer destinations', () => {
  const BILLING = '+15125550101';
  const twoDesks: CompilableAgent = {
    ...dental,
    transferDestinations: [
      destination({ number: '+15125550100', ringWhen: 'open_hours' }),
      destination({ id: 'd2', name: 'Billing', number: BILLING, reason: 'Billing questions', ringWhen: 'always' }),
    ],
  };
  // Thursday 26 November 2026, 18:00 in New York: after opening hours.
  const EVENING = new Date('2026-11-26T23:00:00Z');

  it('puts the caller through to the destination whose reason their words are about', async () => {
    const [person, bill] = await Promise.all([
      talk(call(twoDesks), fakeTools().tools, ['Can I talk to a person?']),
      talk(call(twoDesks), fakeTools().tools, ['Can I talk to someone about my bill?']),
    ]);
    expect(person[0]!.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
    expect(bill[0]!.end).toEqual({ reason: 'assistant-forwarded-call', destination: BILLING });
  });

  it('outside a destination’s hours says when someone is there and takes a message', async () => {
    const brain = createRuleBrain(assistantOf(twoDesks), { now: () => EVENING });
    const [turn] = await talk(brain, fakeTools().tools, ['I want to talk to a person']);
    expect(turn!.say).toEqual([
      "Front desk is available from 9:00 AM tomorrow. I can take a message for the team. What's your name?",
    ]);
    expect(turn!.end).toBeUndefined();
    // Billing may ring at any hour.
    const billing = createRuleBrain(assistantOf(twoDesks), { now: () => EVENING });
    const [put] = await talk(billing, fakeTools().tools, ['Can I talk to someone about my bill?']);
    expect(put!.end).toEqual({ reason: 'assistant-forwarded-call', destination: BILLING });
  });

  it('takes an urgent message outside the urgent destination’s hours', async () => {
    const onCallHours: CompilableAgent = {
      ...plumber,
      transferDestinations: [
        destination({ name: 'On-call plumber', reason: 'Emergencies', ringWhen: 'own_hours', hours: defaultHours() }),
      ],
      urgentMattersInfoToCollect: [],
      urgentMattersInfoToCollectOther: null,
    };
    const lines = ['A pipe burst in my kitchen!'];
    const [day] = await talk(call(onCallHours), fakeTools().tools, lines);
    expect(day!.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550199' });
    const night = createRuleBrain(assistantOf(onCallHours), { now: () => EVENING });
    const [turn] = await talk(night, fakeTools().tools, lines);
    expect(turn!.end).toBeUndefined();
    expect(turn!.say).toEqual([
      "I've marked this as urgent. The team will call you back as soon as possible.",
      'Is there anything else I can help you with?',
    ]);
    expect((await outcomeOf(night)).outcome).toBe('urgent');
  });

  it('says the assistant’s fallback message when the destination is busy, and takes a message', async () => {
    const brain = call(twoDesks);
    const tools: BrainTools = {
      ...fakeTools().tools,
      transfer: () =>
        Promise.resolve({ connected: false, status: 'busy', fallbackMessage: 'Sorry, busy.', endsCall: false }),
    };
    const [put, name] = await talk(brain, tools, [
      'Can I talk to someone about my bill?',
      'Jane Doe',
      '512-555-0142',
      'Please call me back about my invoice.',
    ]);
    expect(put!.say).toEqual([TRANSFER_HOLD_MESSAGE, 'Sorry, busy.', "What's your name?"]);
    expect(put!.end).toBeUndefined();
    expect(name!.say).toEqual(["What's the best phone number to reach you?"]);
    expect(await outcomeOf(brain)).toMatchObject({ outcome: 'message_taken', callerName: 'Jane Doe' });
  });
});

describe('small talk and the end of the call', () => {
  it('greets, thanks and says the owner’s goodbye', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [hi, thanks, bye] = await talk(brain, tools, ['Hi', 'Thank you', "No, that's it"]);
    expect(hi!.say).toEqual(['Hi! How can I help you today?']);
    expect(thanks!.say).toEqual(["You're welcome! Is there anything else I can help you with?"]);
    expect(bye!.say).toEqual(['Thanks for calling Bright Smile Dental. Have a great day!']);
    expect(bye!.end).toEqual({ reason: 'assistant-ended-call' });
  });

  it('says a plain goodbye with the business name when the owner set none', async () => {
    const brain = call(plumber);
    const { tools } = fakeTools();
    const [bye] = await talk(brain, tools, ['thanks, bye']);
    expect(bye!.say).toEqual(['Thanks for calling Austin Plumbing Co. Goodbye!']);
  });

  it('a goodbye ends the call in the middle of a booking', async () => {
    const brain = call(dental);
    const { tools } = fakeTools();
    const [, bye] = await talk(brain, tools, ['Book a cleaning tomorrow at 10', 'Actually never mind, goodbye']);
    expect(bye!.end).toEqual({ reason: 'assistant-ended-call' });
  });

  it('reports a hang-up when the caller said nothing', async () => {
    const brain = call(dental);
    expect(await outcomeOf(brain)).toEqual({
      outcome: 'hung_up_early',
      unansweredQuestions: [],
      urgent: false,
      collected: [],
    });
  });
});

describe('the portal’s proposed test scenarios', () => {
  // The dental template as an owner gets it, with prices added and a calendar connected.
  const template: CompilableAgent = {
    ...blank,
    ...dentalClinicTemplate.defaults,
    agentName: 'Smile Desk',
    yourPrices: 'Teeth whitening: $299. Routine cleaning: $120.',
  };

  const play = (callerTurns: string[]) => playScenario(template, callerTurns);

  const scenarios = proposeScenarios(template);

  it('are the booking (made, looked up, moved, cancelled), urgent, prices, hours, topic, call-back and AI scenarios', () => {
    expect(scenarios.map((scenario) => scenario.title)).toEqual([
      'Books an appointment',
      'Looks up an appointment',
      'Moves an appointment',
      'Cancels an appointment',
      'Takes an urgent message',
      'Gives the price of teeth whitening',
      'Says it is closed on Saturday',
      'Declines to discuss diagnoses or opinions about whether treatment is needed',
      'Takes a call-back request',
      'Says it is an AI when asked',
    ]);
  });

  it.each(scenarios.map((scenario) => [scenario.title, scenario] as const))('%s passes', async (_title, scenario) => {
    const conversation = await play(scenario.callerTurns);
    const results = evaluateExpectations(
      scenario.expectations,
      conversation,
      agentFacts(compileAssistant(template, context)),
    );
    expect(
      results.filter((result) => !result.passed),
      JSON.stringify(conversation.lines, null, 1),
    ).toEqual([]);
  });

  it('asks the owner’s own questions after the booking, not before', async () => {
    const conversation = await play(scenarios[0]!.callerTurns);
    expect(conversation.lines.at(-1)!.text).toMatch(/^Booked: Monday, November 30 at 10:00 AM for 30 minutes\. /);
    expect(conversation.lines.at(-1)!.text).toMatch(/Before we finish, what's your date of birth\?$/);
  });
});

describe("a question in the middle of the owner's own questions", () => {
  it('is answered, not taken as the answer, and the question is asked again', async () => {
    const agent = { ...dental, yourPrices: 'Cleaning $120. Whitening from $299.', infoToCollect: 'Date of birth' };
    const brain = call(agent);
    const { tools } = fakeTools();
    const turns = await talk(brain, tools, [
      'Can I book a cleaning tomorrow at 10?',
      'Jane Doe',
      '512-555-0142',
      'A cleaning',
      'Yes, please book it.',
      'How much is whitening?',
      'May 5, 1990',
    ]);
    expect(turns[5]!.say).toEqual(['Whitening from $299.', "What's your date of birth?"]);
    const outcome = await outcomeOf(brain);
    expect(outcome.collected).toContainEqual({ item: 'Date of birth', value: 'May 5, 1990' });
    expect(outcome.collected).not.toContainEqual({ item: 'Date of birth', value: 'How much is whitening?' });
  });
});

describe('every industry template, well configured', () => {
  // What an owner adds to a template: prices, contact details and a number to forward to.
  const configured = (defaults: Partial<CompilableAgent>): CompilableAgent => ({
    ...blank,
    ...defaults,
    agentName: 'Front Desk',
    yourPrices: 'Standard visit: $120. Premium package: $299.',
    contactInfo: '12 Oak Street, Austin, TX. Call 512-555-0100.',
    callForwardingActive: true,
    transferDestinations: [destination({ number: '+15125550100', ringWhen: 'always' })],
  });

  const cases = INDUSTRY_TEMPLATES.flatMap((template) => {
    const agent = configured(template.defaults as Partial<CompilableAgent>);
    return proposeScenarios(agent).map((scenario) => [template.industry, scenario.title, agent, scenario] as const);
  });

  it.each(cases)('%s: %s passes', async (_industry, _title, agent, scenario) => {
    const result = await runProposal(agent, scenario);
    expect(
      result.expectations.filter((expectation) => !expectation.passed),
      JSON.stringify(result.transcript, null, 1),
    ).toEqual([]);
  });
});

describe('a dental clinic that transfers billing questions in its hours and closes for Thanksgiving', () => {
  const clinic: CompilableAgent = {
    ...blank,
    ...dentalClinicTemplate.defaults,
    agentName: 'Smile Desk',
    callForwardingActive: true,
    transferDestinations: [
      destination({ number: '+15125550100', ringWhen: 'always' }),
      destination({ id: 'd2', name: 'Billing', number: '+15125550123', reason: 'Billing questions' }),
    ],
    closures: [{ id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' }],
  };
  const timed = proposeScenarios(clinic).filter((scenario) => scenario.callAt || scenario.transfersUnanswered);

  it('gets the proposals set at a time or with nobody answering', () => {
    expect(timed.map((scenario) => scenario.title)).toEqual([
      'Transfers during opening hours',
      'Takes a message after hours',
      'Takes a message when nobody answers',
      'Closed on a holiday',
    ]);
  });

  it.each(timed.map((scenario) => [scenario.title, scenario] as const))('%s passes', async (_title, scenario) => {
    const result = await runProposal(clinic, scenario);
    expect(result, JSON.stringify(result.transcript, null, 1)).toMatchObject({ passed: true, error: null });
  });

  it('says when the billing line is there again, and takes the message', async () => {
    const result = await runProposal(clinic, timed[1]!);
    expect(result.transcript.map((line) => line.text)).toEqual([
      'Can I talk to someone about billing questions?',
      "Billing is available from 8:00 AM tomorrow. I can take a message for the team. What's your name?",
      'Could someone call me back? My name is Jane Doe and my number is 512-555-0142.',
      expect.stringMatching(/^I'll have someone from the team call you back\./),
    ]);
  });
});
