import { callOutcomeSchema } from '@portal/shared/call-outcome';
import { describe, expect, it } from 'vitest';
import { dentalClinicTemplate } from '../../../../db/seed/templates/dental-clinic.ts';
import { BOOK_APPOINTMENT, CHECK_AVAILABILITY, TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { compileAssistant } from '../../../../modules/agents/compile/compile-assistant.pure.ts';
import type { CompilableAgent } from '../../../../modules/agents/compile/compile-input.pure.ts';
import { BLANK_AGENT, testCompileContext } from '../../../../modules/agents/compile/testing.ts';
import { REASON_TEXT } from '../../../../modules/calls/booking/slots.pure.ts';
import type { AssistantBody } from '@portal/sandbox/vapi/vapi-types';
import type { BrainOptions, BrainTools } from '@portal/sandbox/vapi/brain/brain';
import { createRuleBrain } from '@portal/sandbox/vapi/brain/rule-brain';
import { FRIDAY_TIMES, NOW } from '@portal/sandbox/vapi/brain/rules/testing';
import { destination } from '@portal/shared/testing/destinations';

// Calls an owner of the dental template had with the sandbox agent, played again: the caller goes
// off the agent's script (asks to be called back, gives their name when asked for a day).

/** The dental template as an owner keeps it: its hours, and contact details with the clinic's number. */
const dental: CompilableAgent = {
  ...BLANK_AGENT,
  ...dentalClinicTemplate.defaults,
  agentName: 'Smile Desk',
  businessName: 'Bright Smile Dental',
  contactInfo: '12 Oak Street, Austin, TX. Call 512-555-0100.',
  userSavedSections: ['yourHours', 'contactInfo'],
} as CompilableAgent;

const CLINIC_NUMBER = '512-555-0100';
const CLINIC_LINE = '+15125550177';

/** The webhook's answers: Saturday is not a day the clinic books, Friday has open times. */
const tools: BrainTools = {
  async run(name, args) {
    if (name === CHECK_AVAILABILITY) return args.date === '2026-11-28' ? REASON_TEXT['not-bookable-day'] : FRIDAY_TIMES;
    if (name === BOOK_APPOINTMENT) return 'Booked.';
    throw new Error(`no answer for ${name}`);
  },
};

function callTo(agent: CompilableAgent, options: Partial<BrainOptions> = {}) {
  const assistant = compileAssistant(agent, testCompileContext(true)) as unknown as AssistantBody;
  const brain = createRuleBrain(assistant, { now: () => NOW, ...options });
  return {
    say: async (line: string) => (await brain.respond(line, tools)).say,
    play: async (lines: string[]) => {
      const said: string[][] = [];
      for (const line of lines) said.push((await brain.respond(line, tools)).say);
      return said;
    },
    outcome: async () => callOutcomeSchema.parse(await brain.outcome()),
  };
}

/** How many times in a row, at most, the agent ended a turn with the same question. */
function longestRepeat(turns: string[][]) {
  let longest = 0;
  let run = 0;
  let previous = '';
  for (const turn of turns) {
    const question = /[^.!?]*\?$/.exec(turn.at(-1) ?? '')?.[0].trim() ?? '';
    run = question && question === previous ? run + 1 : question ? 1 : 0;
    previous = question;
    longest = Math.max(longest, run);
  }
  return longest;
}

describe('a caller who asks to be called back', () => {
  it('has left a message at once, with the question passed on, whatever comes next', async () => {
    const call = callTo(dental);
    const said = await call.say(
      "Do you offer sedation? I get really nervous. Can someone call me back? I'm Lee Wong, 512 555 0133",
    );
    expect(said).toEqual([
      "I'm not sure about that, so I'll pass your question on.",
      "I'll have someone from the team call you back. What's your date of birth?",
    ]);
    // The caller hangs up before the owner's questions are through: the message is still taken.
    expect(await call.outcome()).toEqual({
      outcome: 'message_taken',
      unansweredQuestions: ['Do you offer sedation?'],
      urgent: false,
      message: 'Do you offer sedation? I get really nervous. Can someone call me back?',
      callerName: 'Lee Wong',
      callerPhone: '+15125550133',
      reason: 'Do you offer sedation? I get really nervous. Can someone call me back?',
      collected: [
        { item: 'Full name with spelling', value: 'Lee Wong' },
        { item: 'best callback number', value: '+15125550133' },
        {
          item: 'the reason for the call',
          value: 'Do you offer sedation? I get really nervous. Can someone call me back?',
        },
      ],
    });
  });

  it('asks for the name and number it still needs, then the owner’s questions', async () => {
    const call = callTo(dental);
    const turns = await call.play(['Could someone call me back about my bill?', 'Lee Wong', '512 555 0133']);
    expect(turns).toEqual([
      ["I'll have someone from the team call you back. What's your name?"],
      ["What's the best phone number to reach you?"],
      ["What's your date of birth?"],
    ]);
    expect(await call.outcome()).toMatchObject({
      outcome: 'message_taken',
      message: 'Could someone call me back about my bill?',
      callerName: 'Lee Wong',
    });
  });

  it('is told what the facts answer before the message is taken', async () => {
    const call = callTo(dental);
    const [price] = await call.play(["What are your hours on Friday? Please call me back, I'm Lee Wong, 512 555 0133"]);
    expect(price![0]).toBe("On Friday we're open from 8:00 AM to 2:00 PM.");
    expect((await call.outcome()).unansweredQuestions).toEqual([]);
  });
});

describe('a caller who gives their details while asked for something else', () => {
  it('is thanked and asked the day again, never told "I don’t know that" or the clinic’s number', async () => {
    const call = callTo(dental);
    const [refused, name, number] = await call.play([
      'Can I book a cleaning on Saturday?',
      "I'm Lee Wong",
      'My number is 512 555 0133',
    ]);
    expect(refused).toEqual([REASON_TEXT['not-bookable-day'], 'Is there another day that works for you?']);
    expect(name).toEqual(['Thanks, Lee Wong.', 'What day would you like to come in?']);
    expect(number).toEqual(['Thanks, Lee Wong.', 'What day would you like to come in?']);
    expect([...refused!, ...name!, ...number!].join(' ')).not.toContain(CLINIC_NUMBER);
    expect(await call.outcome()).toMatchObject({
      unansweredQuestions: [],
      callerName: 'Lee Wong',
      callerPhone: '+15125550133',
    });
  });

  it('goes on with the day it was given after that', async () => {
    const call = callTo(dental);
    const turns = await call.play(['Can I book a cleaning on Saturday?', "I'm Lee Wong", 'Friday then']);
    expect(turns[2]).toEqual([FRIDAY_TIMES, 'Which time works for you?']);
  });

  it('never takes the clinic’s own numbers for the caller’s', async () => {
    const call = callTo(dental, { calledNumber: CLINIC_LINE });
    await call.play([`I had a missed call from ${CLINIC_NUMBER} and one from 512 555 0177, this is Lee Wong`]);
    expect((await call.outcome()).callerPhone).toBeUndefined();
  });
});

describe('a caller the agent cannot understand', () => {
  const lost = ['Can I book a cleaning on Saturday?', "I'm Lee Wong", 'Lee Wong', 'My number is 512 555 0133'];

  it('hears a question at most three times in a row, then is offered a message', async () => {
    const call = callTo(dental);
    const turns = await call.play([
      ...lost,
      'Lee',
      'Lee Wong',
      'what?',
      'Lee Wong',
      'Lee Wong',
      'Lee Wong',
      'Lee Wong',
    ]);
    expect(longestRepeat(turns)).toBeLessThanOrEqual(3);
    expect(turns[3]).toEqual([
      'Thanks, Lee Wong.',
      "I'm sorry, we seem to be going round in circles. I can take a message and have someone from the team get back to you. Would you like that?",
    ]);
    const said = turns.flat();
    expect(said.filter((line) => line === 'What day would you like to come in?')).toHaveLength(2);
    expect(said.join(' ')).not.toMatch(/I don't know that/);
    expect((await call.outcome()).unansweredQuestions).toEqual([]);
  });

  it('is offered a person too when the agent may put callers through, and put through on asking', async () => {
    const call = callTo({
      ...dental,
      callForwardingActive: true,
      transferDestinations: [destination({ ringWhen: 'always' })],
    });
    const turns = await call.play(lost);
    expect(turns.at(-1)).toEqual([
      'Thanks, Lee Wong.',
      "I'm sorry, we seem to be going round in circles. I can take a message for the team, or put you through to someone. Which would you prefer?",
    ]);
    expect(await call.say('Someone please')).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect((await call.outcome()).outcome).toBe('transferred');
  });

  it('taking a message, goes on without a detail it asked for three times', async () => {
    const call = callTo(dental);
    const turns = await call.play([
      "Can someone call me back? I'm Lee Wong, 512 555 0133",
      'Lee Wong',
      'Lee Wong',
      'Lee Wong',
    ]);
    expect(turns.map((turn) => turn.at(-1))).toEqual([
      "I'll have someone from the team call you back. What's your date of birth?",
      "What's your date of birth?",
      "What's your date of birth?",
      'Are you a new or an existing client?',
    ]);
  });
});
