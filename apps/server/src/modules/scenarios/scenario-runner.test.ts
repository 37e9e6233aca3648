import { readCallBrief } from '@portal/shared/agents/call-brief';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import type { ScenarioInput } from '@portal/shared/agents/scenarios';
import { describe, expect, it } from 'vitest';
import { compileAssistant } from '../agents/compile/compile-assistant.pure.ts';
import type { CompilableAgent } from '../agents/compile/compile-input.pure.ts';
import { BLANK_AGENT } from '../agents/compile/testing.ts';
import {
  VoicePlatformError,
  type ChatMessage,
  type ChatRequest,
  type VoicePlatform,
} from '../../providers/voice/voice.ts';
import { agentFacts } from './evaluate-expectations.pure.ts';
import { runScenario } from './scenario-runner.service.ts';
import { destination } from '@portal/shared/testing/destinations';

const agent: CompilableAgent = {
  ...BLANK_AGENT,
  businessName: 'Bright Smile Dental',
  yourPrices: 'Whitening $299',
  endOfCall: 'Have a bright day!',
  scheduling: 'Gather Info: cleanings',
  schedulingConfig: { ...defaultSchedulingConfig(), require_reason_for_visit: false },
  callForwardingActive: true,
  transferDestinations: [destination({ number: '+15125550100', ringWhen: 'always' })],
};
const context = {
  userId: 'user-1',
  calendarConnected: true,
  webhookUrl: 'https://portal.test/hook',
  webhookSecret: 's',
};
const assistant = compileAssistant(agent, context);

/** A voice platform that answers each chat turn from a script, recording what it was sent. */
function scriptedVoice(replies: (ChatMessage[] | Error)[]) {
  const requests: ChatRequest[] = [];
  const voice: Pick<VoicePlatform, 'chat'> = {
    async chat(request) {
      requests.push(request);
      const reply = replies[requests.length - 1];
      if (!reply) throw new Error('more turns than the script');
      if (reply instanceof Error) throw reply;
      return { id: `chat-${requests.length}`, output: reply };
    },
  };
  return { voice, requests };
}

/** A clock that moves 250 ms each time it is read. */
function steppingClock() {
  let time = Date.parse('2030-03-12T16:00:00Z');
  return () => new Date((time += 250));
}

const booking: ScenarioInput = {
  title: 'Books an appointment',
  callerTurns: ['Can I book a cleaning tomorrow at 10?', 'Jane Doe, 512-555-0142.', 'Yes, please book it.'],
  expectations: [{ kind: 'booked' }, { kind: 'collected_fields' }],
};

const call = (id: string, name: string, args: unknown) => ({
  id,
  type: 'function' as const,
  function: { name, arguments: JSON.stringify(args) },
});

describe('runScenario', () => {
  it('plays each caller turn in one chat and checks the expectations on what happened', async () => {
    const { voice, requests } = scriptedVoice([
      [
        { role: 'assistant', tool_calls: [call('c1', 'check_availability', { date: '2030-03-13' })] },
        { role: 'tool', tool_call_id: 'c1', content: 'Open times on Wednesday, March 13: 10:00 AM, 10:30 AM.' },
        { role: 'assistant', content: '10:00 AM is open. May I have your name and phone number?' },
      ],
      [{ role: 'assistant', content: 'Shall I book Wednesday at 10:00 AM for Jane Doe?' }],
      [
        {
          role: 'assistant',
          tool_calls: [
            call('c2', 'book_appointment', {
              start: '2030-03-13T10:00',
              full_name: 'Jane Doe',
              phone_number: '512-555-0142',
            }),
          ],
        },
        {
          role: 'tool',
          tool_call_id: 'c2',
          content: 'Booked: Wednesday, March 13 at 10:00 AM for 30 minutes. The appointment is confirmed.',
        },
        { role: 'assistant', content: 'You are booked!' },
      ],
    ]);
    const result = await runScenario({ voice, now: steppingClock() }, assistant, booking);
    expect(requests.map((request) => [request.input, request.previousChatId])).toEqual([
      ['Can I book a cleaning tomorrow at 10?', undefined],
      ['Jane Doe, 512-555-0142.', 'chat-1'],
      ['Yes, please book it.', 'chat-2'],
    ]);
    expect(requests.every((request) => request.assistant === assistant)).toBe(true);
    expect(result).toEqual({
      passed: true,
      expectations: [
        { expectation: { kind: 'booked' }, passed: true, reason: 'Booked Wednesday, March 13 at 10:00 AM.' },
        {
          expectation: { kind: 'collected_fields' },
          passed: true,
          reason: 'The booking had every required detail: full name, phone number.',
        },
      ],
      transcript: [
        { speaker: 'caller', text: 'Can I book a cleaning tomorrow at 10?' },
        { speaker: 'tool', text: 'check_availability → Open times on Wednesday, March 13: 10:00 AM, 10:30 AM.' },
        { speaker: 'agent', text: '10:00 AM is open. May I have your name and phone number?' },
        { speaker: 'caller', text: 'Jane Doe, 512-555-0142.' },
        { speaker: 'agent', text: 'Shall I book Wednesday at 10:00 AM for Jane Doe?' },
        { speaker: 'caller', text: 'Yes, please book it.' },
        {
          speaker: 'tool',
          text: 'book_appointment → Booked: Wednesday, March 13 at 10:00 AM for 30 minutes. The appointment is confirmed.',
        },
        { speaker: 'agent', text: 'You are booked!' },
      ],
      error: null,
      durationMs: 250,
      ranAt: '2030-03-12T16:00:00.500Z',
    });
  });

  it('stops at a transfer: the caller’s later turns are not sent', async () => {
    const { voice, requests } = scriptedVoice([
      [
        { role: 'assistant', content: 'Please hold while I transfer your call.' },
        { role: 'assistant', tool_calls: [call('t1', 'transferCall', { destination: '+15125550100' })] },
      ],
    ]);
    const scenario: ScenarioInput = {
      title: 'Transfers to a person',
      callerTurns: ['I want to talk to a person.', 'Hello?'],
      expectations: [{ kind: 'transferred' }, { kind: 'ended_politely' }],
    };
    const result = await runScenario({ voice }, assistant, scenario);
    expect(requests).toHaveLength(1);
    expect(result.transcript.at(-1)).toEqual({ speaker: 'tool', text: 'transferCall → +15125550100' });
    expect(result.expectations.map((expectation) => expectation.passed)).toEqual([true, false]);
    expect(result.passed).toBe(false);
  });

  it('stops at an endCall, which ends the conversation politely', async () => {
    const { voice, requests } = scriptedVoice([
      [
        { role: 'assistant', content: 'Have a bright day!' },
        { role: 'assistant', tool_calls: [call('e1', 'endCall', {})] },
      ],
    ]);
    const scenario = {
      ...booking,
      callerTurns: ['Thanks, bye.', 'Hello?'],
      expectations: [{ kind: 'ended_politely' as const }],
    };
    const result = await runScenario({ voice }, assistant, scenario);
    expect(requests).toHaveLength(1);
    expect(result.passed).toBe(true);
    expect(result.transcript.at(-1)).toEqual({ speaker: 'tool', text: 'endCall' });
  });

  it('reports a voice platform failure as the run’s error, every expectation not run', async () => {
    const { voice } = scriptedVoice([
      [{ role: 'assistant', content: 'Sure, what day?' }],
      new VoicePlatformError('Vapi POST /chat failed with 500: internal', 500),
    ]);
    const warnings: unknown[] = [];
    const result = await runScenario(
      { voice, now: steppingClock(), logger: { warn: (details: unknown) => void warnings.push(details) } },
      assistant,
      booking,
    );
    expect(result).toMatchObject({
      passed: false,
      error: 'The voice platform did not answer: it failed on its side (HTTP 500). Try again in a moment.',
      expectations: [
        { expectation: { kind: 'booked' }, passed: false, reason: 'Not run: the conversation failed.' },
        { expectation: { kind: 'collected_fields' }, passed: false, reason: 'Not run: the conversation failed.' },
      ],
    });
    expect(result.transcript.map((line) => line.speaker)).toEqual(['caller', 'agent', 'caller']);
    expect(warnings).toHaveLength(1);
  });

  it('words an unreachable or busy platform for the owner', async () => {
    const failing = (error: VoicePlatformError) => scriptedVoice([error]).voice;
    const unreachable = await runScenario({ voice: failing(new VoicePlatformError('down', 0)) }, assistant, booking);
    expect(unreachable.error).toBe(
      'The voice platform did not answer: it could not be reached or did not answer in time. Try again in a moment.',
    );
    const busy = await runScenario({ voice: failing(new VoicePlatformError('slow down', 429)) }, assistant, booking);
    expect(busy.error).toMatch(/busy/);
    const refused = await runScenario({ voice: failing(new VoicePlatformError('bad', 400)) }, assistant, booking);
    expect(refused.error).toBe(
      'The voice platform did not answer: it refused the test conversation (HTTP 400). If this stays, contact support.',
    );
  });

  it('lets a fault of our own through instead of blaming the platform', async () => {
    const { voice } = scriptedVoice([new TypeError('bug')]);
    await expect(runScenario({ voice }, assistant, booking)).rejects.toThrow('bug');
  });
});

describe('runScenario at a time of its own', () => {
  const promptOf = (request: ChatRequest) => request.assistant.model.messages[0]!.content;
  const afterHours: ScenarioInput = {
    title: 'Takes a message after hours',
    callerTurns: ['Are you open?'],
    expectations: [{ kind: 'not_transferred' }],
    callAt: { on: 'Mon', time: '21:00' },
  };

  it('talks on the next such day after today, in the business’s zone: the prompt and the brief say when', async () => {
    const { voice, requests } = scriptedVoice([[{ role: 'assistant', content: "We're closed right now." }]]);
    // Tuesday 12 March 2030 at noon in New York: the call is on Monday 18 March at 9 PM there.
    const result = await runScenario({ voice, now: steppingClock() }, assistant, afterHours);
    expect(result.passed).toBe(true);
    const sent = requests[0]!.assistant;
    expect(promptOf(requests[0]!)).toContain(
      'The current date and time is Monday, March 18, 2030, 09:00 PM (America/New_York).',
    );
    expect(promptOf(requests[0]!)).not.toContain('{{"now"');
    expect(readCallBrief(sent.metadata)?.now).toBe('2030-03-19T01:00:00.000Z');
    // Only this run: the assistant compiled for the agent is left as it was.
    expect(assistant.model.messages[0]!.content).toContain('{{"now" | date:');
  });

  it('talks on a date as given, and skips the closed dates for a day of the week', async () => {
    const closed = compileAssistant(
      { ...agent, closures: [{ id: 'c1', from: '2030-03-18', to: '2030-03-18', note: null }] },
      context,
    );
    const reply = [{ role: 'assistant', content: 'Hello.' }];
    const { voice, requests } = scriptedVoice([reply, reply]);
    await runScenario({ voice, now: steppingClock() }, closed, afterHours);
    await runScenario({ voice, now: steppingClock() }, closed, {
      ...afterHours,
      callAt: { on: '2030-03-18', time: '10:00' },
    });
    expect(requests.map((request) => readCallBrief(request.assistant.metadata)?.now)).toEqual([
      '2030-03-26T01:00:00.000Z',
      '2030-03-18T14:00:00.000Z',
    ]);
  });

  it('leaves the assistant as compiled without a time', async () => {
    const { voice, requests } = scriptedVoice([[{ role: 'assistant', content: 'Hello.' }]]);
    await runScenario({ voice }, assistant, { ...afterHours, callAt: null });
    expect(requests[0]!.assistant).toBe(assistant);
  });
});

describe('runScenario where nobody answers transfers', () => {
  const unanswered: ScenarioInput = {
    title: 'Takes a message when nobody answers',
    callerTurns: ['I want to talk to a person.', 'Could someone call me back? Jane Doe, 512-555-0142.'],
    expectations: [{ kind: 'message_taken' }, { kind: 'not_transferred' }],
    transfersUnanswered: true,
  };
  const transfer = [
    { role: 'assistant', content: 'Please hold while I transfer your call.' },
    { role: 'assistant', tool_calls: [call('t1', 'transferCall', { destination: '+15125550100' })] },
  ];

  it('goes on after the transfer, telling the assistant with the caller’s next words that nobody answered', async () => {
    const { voice, requests } = scriptedVoice([
      transfer,
      [
        { role: 'assistant', content: TRANSFER_NO_ANSWER_MESSAGE },
        { role: 'assistant', content: "I'll have someone from the team call you back." },
      ],
    ]);
    const result = await runScenario({ voice, now: steppingClock() }, assistant, unanswered);
    expect(requests[1]!.input).toEqual([
      {
        role: 'system',
        message: `The transfer to Front desk was not answered: nobody picked up. Tell the caller: "${TRANSFER_NO_ANSWER_MESSAGE}" You are still on the call: take a message for the team.`,
        time: expect.any(Number),
        secondsFromStart: expect.any(Number),
      },
      {
        role: 'user',
        message: 'Could someone call me back? Jane Doe, 512-555-0142.',
        time: expect.any(Number),
        endTime: expect.any(Number),
        secondsFromStart: expect.any(Number),
      },
    ]);
    expect(requests[1]!.previousChatId).toBe('chat-1');
    expect(result.transcript.slice(2, 4)).toEqual([
      { speaker: 'tool', text: 'transferCall → +15125550100' },
      { speaker: 'tool', text: 'Nobody answered at Front desk: the caller is back with the agent.' },
    ]);
    expect(result.expectations.map((expectation) => expectation.reason)).toEqual([
      "Took the message: “I'll have someone from the team call you back.”.",
      'Tried to transfer the call to +15125550100 (nobody answered).',
    ]);
  });

  it('still stops at an endCall, and at a transfer when others answer', async () => {
    const { voice, requests } = scriptedVoice([transfer]);
    await runScenario({ voice }, assistant, { ...unanswered, transfersUnanswered: false });
    expect(requests).toHaveLength(1);
    const ended = scriptedVoice([[{ role: 'assistant', tool_calls: [call('e1', 'endCall', {})] }]]);
    await runScenario({ voice: ended.voice }, assistant, unanswered);
    expect(ended.requests).toHaveLength(1);
  });
});

describe('agentFacts', () => {
  it('reads the forwarding number, booking details and end-of-call message from the assistant', () => {
    expect(agentFacts(assistant)).toEqual({
      forwardingNumber: '+15125550100',
      transferNumbers: ['+15125550100'],
      cannotBook: null,
      requiredDetails: [
        { argument: 'full_name', label: 'full name' },
        { argument: 'phone_number', label: 'phone number' },
      ],
      endCallMessage: 'Have a bright day!',
    });
  });

  it('says why the agent cannot book, and asks the full name always', () => {
    const noCalendar = agentFacts(compileAssistant(agent, { ...context, calendarConnected: false }));
    expect(noCalendar.cannotBook).toBe('the agent cannot book because no Google Calendar is connected');
    const off = agentFacts(compileAssistant({ ...agent, scheduling: 'No', callForwardingActive: false }, context));
    expect(off).toMatchObject({ cannotBook: 'booking is turned off for this agent', forwardingNumber: null });
    expect(off.requiredDetails).toEqual([{ argument: 'full_name', label: 'full name' }]);
    const noName = { ...defaultSchedulingConfig(), require_full_name: false, require_reason_for_visit: false };
    const withoutNameRule = agentFacts(compileAssistant({ ...agent, schedulingConfig: noName }, context));
    expect(withoutNameRule.requiredDetails.map((detail) => detail.argument)).toEqual(['full_name', 'phone_number']);
  });
});
