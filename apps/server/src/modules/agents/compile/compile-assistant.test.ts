import { Liquid } from 'liquidjs';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import { readCallBrief } from '@portal/shared/agents/call-brief';
import { describe, expect, it } from 'vitest';
import { compileAssistant } from './compile-assistant.pure.ts';
import type { CompilableAgent, CompileContext } from './compile-input.pure.ts';
import { BLANK_AGENT, DENTAL_AGENT, PLUMBER_AGENT, testCompileContext } from './testing.ts';
import { destination } from '@portal/shared/testing/destinations';
import { DEFAULT_TEXTING_SETTINGS } from '@portal/shared/texts.plain';
import { TEXT_CONFIRMATION_ARG, TEXT_CONSENT_QUESTION } from '@portal/shared/voice-webhook.plain';

const context: CompileContext = testCompileContext(false);

const blank: CompilableAgent = BLANK_AGENT;

const dental = DENTAL_AGENT;
const plumber = PLUMBER_AGENT;

const toolNames = (agent: CompilableAgent, ctx = context) =>
  (compileAssistant(agent, ctx).model.tools ?? []).map((tool) =>
    tool.type === 'function' ? tool.function.name : tool.type,
  );

describe('compileAssistant golden files', () => {
  it.each([
    ['blank-default', blank, context],
    ['dental-forwarding-scheduling-calendar', dental, { ...context, calendarConnected: true }],
    ['dental-scheduling-no-calendar', dental, context],
    ['plumber-urgent-forwarding-realtime', plumber, context],
  ] as const)('%s', async (name, agent, ctx) => {
    // The prompt is kept as plain text beside the JSON, so a change shows as a line diff a
    // reviewer can read rather than one long escaped string.
    const spec = compileAssistant(agent, ctx);
    const [system, ...others] = spec.model.messages;
    const rest = {
      ...spec,
      model: { ...spec.model, messages: [{ ...system, content: `see ${name}.prompt.txt` }, ...others] },
    };
    await expect(`${system!.content}\n`).toMatchFileSnapshot(`__golden__/${name}.prompt.txt`);
    await expect(JSON.stringify(rest, null, 2)).toMatchFileSnapshot(`__golden__/${name}.json`);
  });
});

describe('compileAssistant rules', () => {
  it('uses the greeting and end-of-call texts, the recording notice before the greeting', () => {
    const spec = compileAssistant(dental, context);
    expect(spec.firstMessage).toBe(`This call is recorded. ${dental.greeting}`);
    expect(spec.endCallMessage).toBe(dental.endOfCall);
  });
  it('puts business facts, hours with time zone and website knowledge in the prompt', () => {
    const prompt = compileAssistant(dental, context).model.messages[0]!.content;
    expect(prompt).toContain('Prices: Cleaning $120. Whitening from $299.');
    expect(prompt).toContain('Opening hours (America/New_York): Mon-Fri 09:00-17:00; Sat-Sun closed');
    expect(prompt).toContain('We accept most PPO insurance.');
  });
  it('adds booking tools only when scheduling is on and a calendar is connected', () => {
    expect(toolNames(dental, { ...context, calendarConnected: true })).toEqual([
      'endCall',
      'transferCall',
      'check_availability',
      'book_appointment',
      'find_appointments',
      'reschedule_appointment',
      'cancel_appointment',
    ]);
    expect(toolNames(dental)).toEqual(['endCall', 'transferCall']);
    expect(toolNames({ ...dental, scheduling: 'No' }, { ...context, calendarConnected: true })).not.toContain(
      'book_appointment',
    );
    expect(toolNames({ ...dental, scheduling: 'No' }, { ...context, calendarConnected: true })).not.toContain(
      'reschedule_appointment',
    );
  });
  it('tells the agent about a returning caller only when it recognises them and the caller is known', () => {
    const render = (template: string, values: Record<string, string>) =>
      new Liquid().parseAndRenderSync(template, values);
    const prompt = compileAssistant({ ...dental, rememberCallers: true }, context).model.messages[0]!.content;
    expect(render(prompt, {})).not.toContain('About this caller');
    expect(render(prompt, { caller_name: 'Jane Doe', caller_note: 'Prefers mornings' })).toContain(
      "About this caller: they have called before. Their name is Jane Doe; use it, and do not ask for it again unless they correct it. The business's note about them: Prefers mornings",
    );
    expect(render(prompt, { caller_next_appointment: 'Tuesday, March 12 at 10:00 AM' })).toContain(
      'Their next appointment is on Tuesday, March 12 at 10:00 AM; offer help with it before anything else.',
    );
    const off = compileAssistant({ ...dental, rememberCallers: false }, context).model.messages[0]!.content;
    expect(off).not.toContain('caller_name');
    // The greeting stays the owner's words: a returning caller's is given as the call starts.
    expect(compileAssistant({ ...dental, rememberCallers: true }, context).firstMessage).toBe(
      `This call is recorded. ${spokenGreeting(dental)}`,
    );
  });
  it('transfers to the E.164 forwarding number', () => {
    const transfer = compileAssistant(dental, context).model.tools!.find((tool) => tool.type === 'transferCall');
    expect(transfer).toMatchObject({ destinations: [{ type: 'number', number: '+15125550100' }] });
  });
  it('disabled tasks contribute nothing', () => {
    const off = { ...plumber, urgentMattersEnabled: false, callForwardingActive: false };
    const spec = compileAssistant(off, context);
    expect(toolNames(off)).toEqual(['endCall']);
    expect(spec.model.messages[0]!.content).not.toMatch(/Burst pipes|urgent/i);
  });
  it('urgent forwarding without a valid number falls back to taking a message', () => {
    const broken = { ...plumber, transferDestinations: [{ ...destination(), number: '12' }] };
    expect(compileAssistant(broken, context).model.messages[0]!.content).toContain('take a detailed message');
    expect(toolNames(broken)).toEqual(['endCall']);
  });
  it('maps product voices to provider voices; stored alloy and null play as Regina', () => {
    expect(compileAssistant(blank, context).voice).toEqual({ provider: 'openai', voiceId: 'alloy' });
    expect(compileAssistant({ ...blank, voice: 'alloy' }, context).voice).toEqual({
      provider: 'openai',
      voiceId: 'alloy',
    });
    expect(compileAssistant(dental, context).voice).toEqual({ provider: 'vapi', voiceId: 'Savannah' });
  });
  it('sends our webhook with the secret header, the metadata and a name within 40 characters', () => {
    const spec = compileAssistant({ ...blank, agentName: 'A'.repeat(60) }, context);
    expect(spec.server).toEqual({
      url: context.webhookUrl,
      timeoutSeconds: 20,
      headers: { 'X-Vapi-Secret': 'test-secret' },
    });
    expect(spec.metadata).toMatchObject({ agentId: 'agent-1', userId: 'user-1' });
    expect(readCallBrief(spec.metadata)).not.toBeNull();
    expect(spec.name).toHaveLength(40);
  });
});

describe('text confirmations', () => {
  const withCalendar = { ...context, calendarConnected: true };
  /** The Texts card as stored: only the kinds the owner saved, these switched on. */
  const textsOn = (...kinds: ('booking' | 'reschedule' | 'cancel')[]): CompilableAgent => ({
    ...dental,
    textingSettings: Object.fromEntries(kinds.map((kind) => [kind, { ...DEFAULT_TEXTING_SETTINGS[kind], on: true }])),
  });
  const parameters = (agent: CompilableAgent, name: string) => {
    const tool = compileAssistant(agent, withCalendar).model.tools!.find(
      (candidate) => candidate.type === 'function' && candidate.function.name === name,
    );
    return tool?.type === 'function' ? (tool.function.parameters as { properties: Record<string, unknown> }) : null;
  };
  const prompt = (agent: CompilableAgent, ctx = withCalendar) =>
    compileAssistant(agent, ctx).model.messages[0]!.content;

  it('adds the caller’s answer to each booking tool whose text is on, and to no other', () => {
    const agent = textsOn('booking', 'cancel');
    expect(parameters(agent, 'book_appointment')!.properties[TEXT_CONFIRMATION_ARG]).toEqual({
      type: 'boolean',
      description:
        'True when the caller agreed, on this call, to get a text confirming it; false when they declined or were not asked.',
    });
    expect(parameters(agent, 'cancel_appointment')!.properties).toHaveProperty(TEXT_CONFIRMATION_ARG);
    expect(parameters(agent, 'reschedule_appointment')!.properties).not.toHaveProperty(TEXT_CONFIRMATION_ARG);
    expect(parameters(textsOn('reschedule'), 'reschedule_appointment')!.properties).toHaveProperty(
      TEXT_CONFIRMATION_ARG,
    );
    // Never required: a caller who was not asked is booked all the same.
    expect(parameters(agent, 'book_appointment')!).toMatchObject({ required: ['start', 'full_name'] });
  });

  it('leaves the tools and the prompt as they were while every text is off', () => {
    const off: CompilableAgent = { ...dental, textingSettings: { ...DEFAULT_TEXTING_SETTINGS } };
    expect(compileAssistant(off, withCalendar)).toEqual(compileAssistant(dental, withCalendar));
    for (const name of ['book_appointment', 'reschedule_appointment', 'cancel_appointment']) {
      expect(parameters(dental, name)!.properties).not.toHaveProperty(TEXT_CONFIRMATION_ARG);
    }
    expect(prompt(dental)).not.toContain(TEXT_CONSENT_QUESTION);
    // The owner's other texts ask the caller nothing.
    expect(prompt({ ...dental, textingSettings: { missedCall: { on: true, template: '{business}' } } })).not.toContain(
      TEXT_CONSENT_QUESTION,
    );
  });

  it('tells the model to ask the exact question before the changes whose text is on, and to pass the answer', () => {
    const render = (template: string, values: Record<string, string> = {}) =>
      new Liquid().parseAndRenderSync(template, values);
    expect(render(prompt(textsOn('booking', 'reschedule', 'cancel')))).toContain(
      'Text confirmations: before booking, moving or cancelling an appointment, once the caller has confirmed it, ask exactly "Can I text you a confirmation?" and pass their answer to book_appointment, reschedule_appointment or cancel_appointment as textConfirmation: true only when they agree. If they say no, pass false and never promise them a text.',
    );
    expect(render(prompt(textsOn('cancel')))).toContain(
      'Text confirmations: before cancelling an appointment, once the caller has confirmed it, ask exactly "Can I text you a confirmation?" and pass their answer to cancel_appointment as textConfirmation',
    );
    // A caller who texted STOP (the portal marks them as the call starts) is never offered one.
    const stopped = render(prompt(textsOn('booking')), { caller_texts_off: 'yes' });
    expect(stopped).toContain(
      'Text confirmations: this caller asked for no texts, so never offer or promise them one, and pass false to book_appointment as textConfirmation.',
    );
    expect(stopped).not.toContain(TEXT_CONSENT_QUESTION);
  });

  it('says nothing of texts when the agent cannot book, since no tool takes the answer', () => {
    expect(prompt(textsOn('booking'), context)).not.toContain(TEXT_CONSENT_QUESTION);
    expect(prompt({ ...textsOn('booking'), scheduling: 'No' })).not.toContain(TEXT_CONSENT_QUESTION);
  });
});

describe('the call brief in the metadata', () => {
  const brief = (agent: CompilableAgent, ctx = context) => readCallBrief(compileAssistant(agent, ctx).metadata)!;

  it('carries the facts the prompt states, each with where it came from', () => {
    expect(brief(dental).facts).toEqual([
      { topic: 'business', source: 'Type of business', text: 'Family dental clinic' },
      { topic: 'prices', source: 'Prices', text: 'Cleaning $120. Whitening from $299.' },
      { topic: 'website', source: 'https://brightsmile.example/faq', text: 'We accept most PPO insurance.' },
    ]);
    expect(brief(dental)).toMatchObject({
      businessName: 'Bright Smile Dental',
      timezone: 'America/New_York',
      endCallMessage: 'Thanks for calling Bright Smile Dental. Have a great day!',
      forwarding: {
        instructions: 'Front desk: Billing questions',
        destinations: [
          { name: 'Front desk', number: '+15125550100', reason: 'Billing questions', ringWhen: 'always', hours: null },
        ],
        mode: 'warm',
        noAnswerSeconds: 20,
      },
    });
  });

  it('says whether the agent can book, and what a booking needs', () => {
    expect(brief(blank).scheduling).toBeNull();
    expect(brief(dental).scheduling).toMatchObject({ canBook: false, appointmentTypes: ['Cleaning', 'Exam'] });
    const withCalendar = brief(dental, { ...context, calendarConnected: true }).scheduling!;
    expect(withCalendar.canBook).toBe(true);
    expect(withCalendar.required.map((detail) => detail.argument)).toContain('full_name');
  });

  it('keeps the urgent-matters policy as fields, and takes a message when there is no number to forward to', () => {
    expect(brief(plumber).urgent).toEqual({
      situations: ['Burst pipes', 'flooding', 'gas smell'],
      action: 'forward_call',
      collect: ['Full Name', 'Address', 'Where the main water valve is'],
      transferTo: '+15125550199',
      // Forwarding is off, so only here does the brief say when the urgent line may ring.
      destination: {
        name: 'On-call plumber',
        number: '+15125550199',
        reason: 'Emergencies',
        ringWhen: 'always',
        hours: null,
      },
    });
    expect(brief({ ...plumber, transferDestinations: [] }).urgent?.action).toBe('take_message');
  });
});

describe('lists the owner typed in one line', () => {
  it('become one item each, without the joining "and" or the closing full stop', () => {
    const spec = compileAssistant(
      { ...blank, infoToCollect: 'Full name, date of birth, and the reason for the call.' },
      context,
    );
    expect(readCallBrief(spec.metadata)?.infoToCollect).toEqual([
      'Full name',
      'date of birth',
      'the reason for the call',
    ]);
  });
});
