import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { reportedOutcomeSchema } from '@portal/shared/call-outcome';
import { Hono } from 'hono';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { compileAssistant } from '../../../modules/agents/compile/compile-assistant.pure.ts';
import type { CompilableAgent, CompileContext } from '../../../modules/agents/compile/compile-input.pure.ts';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from '@portal/sandbox/openai/openai-emulator';
import type { AssistantBody } from '@portal/sandbox/vapi/vapi-types';
import type { BrainTools, TransferRequest } from '@portal/sandbox/vapi/brain/brain';
import { TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import {
  createModelBrain,
  MAX_TOOL_ROUNDS,
  TROUBLE_MESSAGE,
  type ModelBrainClient,
} from '@portal/sandbox/vapi/brain/model-brain';
import { BLANK_AGENT, testCompileContext } from '../../../modules/agents/compile/testing.ts';
import { destination } from '@portal/shared/testing/destinations';

// The model brain against the OpenAI emulator served over HTTP, as the official client reaches
// OpenAI; a scripted stand-in plays the model where a test needs answers the emulator never gives.

/* eslint-disable @typescript-eslint/no-explicit-any -- request bodies are the vendor's JSON, probed field by field */

const context: CompileContext = testCompileContext(true);

const blank: CompilableAgent = BLANK_AGENT;

const dental: CompilableAgent = {
  ...blank,
  agentName: 'Bright Smile Receptionist',
  businessName: 'Bright Smile Dental',
  typeOfBusiness: 'Family dental clinic',
  yourPrices: 'Cleaning $120. Whitening from $299.',
  greeting: 'Thanks for calling Bright Smile Dental, this is Sam. How can I help?',
  endOfCall: 'Thanks for calling Bright Smile Dental. Have a great day!',
  voice: 'lara',
  scheduling: 'Gather Info: new patient exams and cleanings',
  schedulingConfig: { ...defaultSchedulingConfig(), appointment_types: ['Cleaning', 'Exam'] },
  callForwardingActive: true,
  transferDestinations: [destination({ number: '+15125550100', reason: 'Billing questions', ringWhen: 'always' })],
};

const plumber: CompilableAgent = {
  ...blank,
  agentName: 'Pipe Pro',
  businessName: 'Austin Plumbing Co.',
  voice: 'merlin',
  urgentMattersEnabled: true,
  urgentMattersSituations: 'Burst pipes, flooding, gas smell',
  urgentMattersAction: 'forward_call',
  transferDestinations: [destination({ name: 'On-call plumber', reason: 'Emergencies', ringWhen: 'always' })],
};

const assistantOf = (agent: CompilableAgent) => compileAssistant(agent, context) as AssistantBody;

// Tuesday 10 March 2026, 15:30 UTC: 11:30 in New York.
const options = { now: () => new Date('2026-03-10T15:30:00Z') };

type Recorded = { body: any; status: number };

/** Serves an app on a free port and records each chat-completions request with its answer's status. */
async function serveRecorded(route: (app: Hono) => void) {
  const recorded: Recorded[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || !c.req.path.endsWith('/chat/completions')) return next();
    const body: unknown = await c.req.raw.clone().json();
    await next();
    recorded.push({ body, status: c.res.status });
  });
  route(app);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, recorded };
}

const closed = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

let emulator: Awaited<ReturnType<typeof serveRecorded>>;
let scripted: Awaited<ReturnType<typeof serveRecorded>>;
/** What the scripted model answers to a request body: a chat.completion message and finish reason. */
let script: (body: any) => Promise<{ message: object; finish_reason: string }>;

beforeAll(async () => {
  emulator = await serveRecorded((app) => app.route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app));
  scripted = await serveRecorded((app) =>
    app.post('/v1/chat/completions', async (c) => {
      const body: any = await c.req.json();
      const { message, finish_reason } = await script(body);
      return c.json({
        id: 'chatcmpl-scripted',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', refusal: null, ...message }, logprobs: null, finish_reason },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }),
  );
});
afterAll(() => Promise.all([closed(emulator.server), closed(scripted.server)]));
beforeEach(() => {
  emulator.recorded.length = 0;
  scripted.recorded.length = 0;
});

const logger = { warn: vi.fn() };
const emulated = (extra: Partial<ModelBrainClient> = {}) =>
  createModelBrain({
    apiKey: 'sk-sandbox-secret',
    baseURL: `${emulator.origin}${OPENAI_SANDBOX_MOUNT}/v1`,
    maxRetries: 0,
    logger,
    ...extra,
  });
const scriptedBrain = (extra: Partial<ModelBrainClient> = {}) =>
  createModelBrain({ apiKey: 'sk-sandbox', baseURL: `${scripted.origin}/v1`, maxRetries: 0, logger, ...extra });

/** A fake of the emulator's tool posting: records the calls and answers from `answers`. */
function fakeTools(answers: Record<string, string> = {}) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const tools: BrainTools = {
    run: (name, args) => {
      calls.push({ name, args });
      return Promise.resolve(answers[name] ?? `${name} done.`);
    },
  };
  return { tools, calls };
}

async function injectFault(status: number) {
  const response = await fetch(`${emulator.origin}${OPENAI_SANDBOX_MOUNT}/_admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/v1/chat/completions', status }),
  });
  expect(response.status).toBe(201);
}

const functionCall = (id: string, name: string, args: string) => ({
  id,
  type: 'function',
  function: { name, arguments: args },
});

const tomorrowInNewYork = () => DateTime.now().setZone('America/New_York').plus({ days: 1 }).toISODate();

describe('the model brain: what it sends', () => {
  it('sends the compiled assistant as Vapi would: rendered prompt, greeting, caller, tools and sampling', async () => {
    const brain = emulated()(assistantOf(dental), options);
    const turn = await brain.respond('How much is a cleaning?', fakeTools().tools);
    expect(turn).toEqual({ say: ['Prices: Cleaning $120. Whitening from $299.'], tools: [] });

    const [{ body, status }] = emulator.recorded as [Recorded];
    expect(status).toBe(200);
    expect(body).toMatchObject({ model: 'gpt-4.1', temperature: 0.4, max_completion_tokens: 300, tool_choice: 'auto' });
    expect(body).not.toHaveProperty('max_tokens');
    const [system, greeting, caller] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(
      'The current date and time is Tuesday, March 10, 2026, 11:30 AM (America/New_York).',
    );
    expect(system.content).not.toContain('{{');
    // The first message: the recording notice (the Recording & Privacy card's default), then the greeting.
    expect(greeting).toEqual({ role: 'assistant', content: `This call is recorded. ${dental.greeting}` });
    expect(caller).toEqual({ role: 'user', content: 'How much is a cleaning?' });
    expect(body.tools.map((tool: any) => tool.function.name)).toEqual([
      'endCall',
      'transferCall',
      'check_availability',
      'book_appointment',
      'find_appointments',
      'reschedule_appointment',
      'cancel_appointment',
    ]);
    expect(body.tools[0].function.parameters).toEqual({ type: 'object', properties: {} });
    expect(body.tools[1].function.parameters.properties.destination.enum).toEqual(['+15125550100']);
    expect(body.tools[2].function.parameters.required).toEqual(['date']);
    expect(body.tools.every((tool: any) => tool.type === 'function' && !('server' in tool))).toBe(true);
  });

  it('runs a realtime assistant on the text model, and leaves the greeting out when the assistant waits', async () => {
    const assistant = { ...assistantOf(plumber), firstMessageMode: 'assistant-waits-for-user' };
    expect(assistant.model?.model).toMatch(/realtime/);
    await emulated()(assistant, options).respond('Hello?', fakeTools().tools);
    const [{ body, status }] = emulator.recorded as [Recorded];
    expect(status).toBe(200);
    expect(body.model).toBe('gpt-4.1');
    expect(body.messages.map((message: any) => message.role)).toEqual(['system', 'user']);
    expect(body.tools.map((tool: any) => tool.function.name)).toEqual(['endCall', 'transferCall']);
  });
});

describe('the model brain: tools', () => {
  it('runs a function tool through BrainTools and says the answer the model gives from it', async () => {
    const brain = emulated()(assistantOf(dental), options);
    const { tools, calls } = fakeTools({ check_availability: 'Open times tomorrow: 09:00, 10:30.' });
    const turn = await brain.respond("I'd like to book a cleaning tomorrow.", tools);
    const date = tomorrowInNewYork();
    expect(calls).toEqual([{ name: 'check_availability', args: { date } }]);
    expect(turn.say).toEqual(['Open times tomorrow: 09:00, 10:30.']);
    expect(turn.end).toBeUndefined();
    expect(turn.tools).toEqual([
      {
        id: expect.stringMatching(/^call_[A-Za-z0-9]{24}$/),
        name: 'check_availability',
        arguments: { date },
        result: 'Open times tomorrow: 09:00, 10:30.',
      },
    ]);

    // The second request carries the call and its answer back, and the emulator accepted the order.
    const [first, second] = emulator.recorded as [Recorded, Recorded];
    expect([first.status, second.status]).toEqual([200, 200]);
    const [call, answer] = second.body.messages.slice(-2);
    expect(call).toMatchObject({ role: 'assistant', content: null, tool_calls: [{ id: turn.tools[0]!.id }] });
    expect(answer).toEqual({ role: 'tool', tool_call_id: turn.tools[0]!.id, content: turn.tools[0]!.result });

    // The history stays valid for the next turn.
    const next = await brain.respond('How much is a cleaning?', tools);
    expect(next.say).toEqual(['Prices: Cleaning $120. Whitening from $299.']);
    expect(emulator.recorded.at(-1)!.status).toBe(200);
  });

  it('transfers with transferCall: says the destination’s message and ends the call there', async () => {
    const { tools, calls } = fakeTools();
    const turn = await emulated()(assistantOf(dental), options).respond('Can I talk to a real person?', tools);
    expect(turn).toEqual({
      say: ['Please hold while I transfer your call.'],
      tools: [],
      end: { reason: 'assistant-forwarded-call', destination: '+15125550100' },
    });
    expect(calls).toEqual([]);
  });

  describe('when the platform dials the destination', () => {
    const transferTo = (number: string) =>
      functionCall('call_t', 'transferCall', JSON.stringify({ destination: number }));
    /** The scripted model transfers on the caller's first line, and says `next` afterwards. */
    const transfersThen = (next: string) => {
      script = (body) =>
        Promise.resolve(
          body.messages.at(-1).role === 'user' && body.messages.length <= 3
            ? { message: { content: null, tool_calls: [transferTo('+15125550100')] }, finish_reason: 'tool_calls' }
            : { message: { content: next }, finish_reason: 'stop' },
        );
    };

    it('says the fallback message when the destination is busy, tells the model, and stays on the call', async () => {
      transfersThen('Thanks, Jane. What number should we call you back on?');
      const requests: TransferRequest[] = [];
      const tools: BrainTools = {
        ...fakeTools().tools,
        transfer: (request) => {
          requests.push(request);
          const fallbackMessage = TRANSFER_NO_ANSWER_MESSAGE;
          return Promise.resolve({ connected: false, status: 'busy', fallbackMessage, endsCall: false });
        },
      };
      const brain = scriptedBrain()(assistantOf(dental), options);
      const turn = await brain.respond('Can I talk to someone about my bill?', tools);
      expect(turn).toEqual({ say: [TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE], tools: [] });
      expect(requests.map((request) => request.destination)).toEqual(['+15125550100']);
      // The fallback message asked the caller something: the model is not asked again this turn.
      expect(scripted.recorded).toHaveLength(1);

      const next = await brain.respond('Jane Doe', tools);
      expect(next.say).toEqual(['Thanks, Jane. What number should we call you back on?']);
      const [result, caller] = scripted.recorded.at(-1)!.body.messages.slice(-2);
      expect(result).toMatchObject({ role: 'tool', tool_call_id: 'call_t' });
      expect(result.content).toBe(
        `The transfer to +15125550100 failed: the line was busy. The caller was told: "${TRANSFER_NO_ANSWER_MESSAGE}" You are still on the call: take a message for the team.`,
      );
      expect(caller).toEqual({ role: 'user', content: 'Jane Doe' });
      expect((await brain.outcome()).outcome).not.toBe('transferred');
    });

    it('ends the call when the fallback plan hangs up', async () => {
      transfersThen('unused');
      const tools: BrainTools = {
        ...fakeTools().tools,
        transfer: () =>
          Promise.resolve({ connected: false, status: 'no-answer', fallbackMessage: null, endsCall: true }),
      };
      const turn = await scriptedBrain()(assistantOf(dental), options).respond('Put me through', tools);
      expect(turn).toEqual({
        say: [TRANSFER_HOLD_MESSAGE],
        tools: [],
        end: { reason: 'call.forwarding.no-answer' },
      });
    });

    it('writes a warm transfer’s summary with the assistant’s summaryPlan and the call so far', async () => {
      transfersThen('unused');
      const summaries: (string | null)[] = [];
      const tools: BrainTools = {
        ...fakeTools().tools,
        transfer: async (request) => {
          script = () =>
            Promise.resolve({ message: { content: 'Jane is calling about a bill.' }, finish_reason: 'stop' });
          summaries.push(await request.summary());
          return { connected: true };
        },
      };
      const turn = await scriptedBrain()(assistantOf(dental), options).respond('Can I talk to billing?', tools);
      expect(turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
      expect(summaries).toEqual(['Jane is calling about a bill.']);
      const { body } = scripted.recorded.at(-1)!;
      expect(body).not.toHaveProperty('tools');
      expect(body.temperature).toBe(0);
      const [instructions, transcript] = body.messages;
      expect(instructions.role).toBe('system');
      expect(instructions.content).toMatch(/^You are briefing a member of staff/);
      expect(transcript.content).toContain('Caller: Can I talk to billing?');
      expect(transcript.content).not.toContain('{{transcript}}');
    });
  });

  it('hangs up with endCall, saying the end-of-call message when the assistant has one', async () => {
    const goodbye = "No, that's all. Goodbye!";
    const dentalTurn = await emulated()(assistantOf(dental), options).respond(goodbye, fakeTools().tools);
    expect(dentalTurn).toEqual({ say: [dental.endOfCall], tools: [], end: { reason: 'assistant-ended-call' } });
    const blankTurn = await emulated()(assistantOf(blank), options).respond(goodbye, fakeTools().tools);
    expect(blankTurn).toEqual({ say: [], tools: [], end: { reason: 'assistant-ended-call' } });
  });

  it('tells the model when a tool fails, and goes on', async () => {
    const failing: BrainTools = { run: () => Promise.reject(new Error('webhook down')) };
    const turn = await emulated()(assistantOf(dental), options).respond('I want to book an appointment', failing);
    expect(turn.tools).toHaveLength(1);
    expect(turn.tools[0]!.result).toMatch(/did not answer/);
    expect(turn.say).toEqual([turn.tools[0]!.result]);
    expect(logger.warn).toHaveBeenCalledWith({ tool: 'check_availability' }, expect.any(String));
  });

  it(`stops the model after ${MAX_TOOL_ROUNDS} rounds of tool calls and has it answer in words`, async () => {
    let round = 0;
    script = (body) => {
      if (body.tool_choice === 'none') return Promise.resolve({ message: { content: 'Done.' }, finish_reason: 'stop' });
      round += 1;
      const call = functionCall(`call_${round}`, 'check_availability', JSON.stringify({ date: '2026-03-11' }));
      return Promise.resolve({ message: { content: null, tool_calls: [call] }, finish_reason: 'tool_calls' });
    };
    const { tools, calls } = fakeTools();
    const turn = await scriptedBrain()(assistantOf(dental), options).respond('Book me in', tools);
    expect(calls).toHaveLength(MAX_TOOL_ROUNDS);
    expect(turn.tools).toHaveLength(MAX_TOOL_ROUNDS);
    expect(turn.say).toEqual(['Done.']);
    expect(scripted.recorded.map((request) => request.body.tool_choice)).toEqual([
      ...Array<string>(MAX_TOOL_ROUNDS).fill('auto'),
      'none',
    ]);
  });

  it('does not run a tool whose arguments are not a JSON object, and tells the model why', async () => {
    let answered = false;
    script = () => {
      if (answered) return Promise.resolve({ message: { content: 'Which day?' }, finish_reason: 'stop' });
      answered = true;
      const call = functionCall('call_bad', 'check_availability', '{"date": tomorrow');
      return Promise.resolve({
        message: { content: 'Let me check.', tool_calls: [call] },
        finish_reason: 'tool_calls',
      });
    };
    const { tools, calls } = fakeTools();
    const turn = await scriptedBrain()(assistantOf(dental), options).respond('Book me in', tools);
    expect(calls).toEqual([]);
    expect(turn).toEqual({ say: ['Let me check.', 'Which day?'], tools: [] });
    const answer = scripted.recorded.at(-1)!.body.messages.at(-1);
    expect(answer).toMatchObject({ role: 'tool', tool_call_id: 'call_bad' });
    expect(answer.content).toContain('must be a JSON object');
  });
});

describe('the model brain: the knowledge base', () => {
  const PARKING = 'Parking validation is free for patients in the Elm Street garage.';
  const knowledge = [{ name: 'website.md', text: `## Visiting us\n\n${PARKING}\n\nWe have a ramp at the side door.` }];

  it("offers a search of the query tools' files and answers the model's search from them", async () => {
    let searched = false;
    script = (body) => {
      if (searched) {
        const answer = body.messages.at(-1).content as string;
        return Promise.resolve({ message: { content: answer }, finish_reason: 'stop' });
      }
      searched = true;
      const call = functionCall('call_kb', 'knowledge_search', JSON.stringify({ query: 'parking validation' }));
      return Promise.resolve({ message: { content: null, tool_calls: [call] }, finish_reason: 'tool_calls' });
    };
    const { tools, calls } = fakeTools();
    const turn = await scriptedBrain()(assistantOf(dental), { ...options, knowledge }).respond(
      'Do you validate parking?',
      tools,
    );
    expect(scripted.recorded[0]!.body.tools.map((tool: any) => tool.function.name)).toContain('knowledge_search');
    expect(turn.say).toEqual([PARKING]);
    // The search is the platform's own: nothing reaches the portal's webhook.
    expect([calls, turn.tools]).toEqual([[], []]);
  });

  it('offers no search without files', async () => {
    script = () => Promise.resolve({ message: { content: 'Hello.' }, finish_reason: 'stop' });
    await scriptedBrain()(assistantOf(dental), options).respond('Hi', fakeTools().tools);
    const names = scripted.recorded[0]!.body.tools.map((tool: any) => tool.function.name);
    expect(names).not.toContain('knowledge_search');
  });
});

describe('the model brain: when OpenAI fails', () => {
  it.each([401, 429, 500, 503])(
    'says it has trouble on a %s, logs no secret, and answers the next turn',
    async (status) => {
      logger.warn.mockClear();
      const brain = emulated()(assistantOf(dental), options);
      await injectFault(status);
      const turn = await brain.respond('How much is a cleaning?', fakeTools().tools);
      expect(turn).toEqual({ say: [TROUBLE_MESSAGE], tools: [] });
      const [details] = logger.warn.mock.calls[0] as [Record<string, unknown>];
      // The status and OpenAI's error code, never its message (a 401's quotes part of the key).
      expect(Object.keys(details).sort()).toEqual(['code', 'failure', 'model', 'status']);
      expect(details).toMatchObject({ failure: 'api', status, model: 'gpt-4.1' });
      expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('sk-sandbox-secret');

      const next = await brain.respond('How much is a cleaning?', fakeTools().tools);
      expect(next.say).toEqual(['Prices: Cleaning $120. Whitening from $299.']);
      expect(emulator.recorded.at(-1)!.status).toBe(200);
    },
  );

  it('says it has trouble when OpenAI does not answer in time', async () => {
    logger.warn.mockClear();
    script = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ message: { content: 'Late.' }, finish_reason: 'stop' }), 500),
      );
    const turn = await scriptedBrain({ timeoutMs: 50 })(assistantOf(dental), options).respond(
      'Hello?',
      fakeTools().tools,
    );
    expect(turn).toEqual({ say: [TROUBLE_MESSAGE], tools: [] });
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ failure: 'timeout' }), expect.any(String));
  });
});

describe('the model brain: the call outcome', () => {
  const reported = {
    outcome: 'message_taken',
    unansweredQuestions: ['Do you take Delta Dental?'],
    message: 'Please call back about insurance.',
    urgent: false,
    callerName: 'Ana Lima',
    collected: [{ item: 'phone number', value: '512-555-0142' }],
  };

  it('asks the model for the outcome with its JSON Schema and the call, and returns a valid answer', async () => {
    script = (body) =>
      Promise.resolve(
        body.response_format
          ? { message: { content: JSON.stringify(reported) }, finish_reason: 'stop' }
          : { message: { content: 'I can take a message.' }, finish_reason: 'stop' },
      );
    const brain = scriptedBrain()(assistantOf(dental), options);
    await brain.respond('Do you take Delta Dental?', fakeTools().tools);
    expect(await brain.outcome()).toEqual(reported);

    const { body } = scripted.recorded.at(-1)!;
    const schema: Record<string, unknown> = { ...z.toJSONSchema(reportedOutcomeSchema) };
    delete schema.$schema;
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'call_outcome', schema, strict: false },
    });
    expect(body).toMatchObject({ temperature: 0, max_completion_tokens: 1000 });
    expect(body).not.toHaveProperty('tools');
    expect(body.messages[0].content).toContain('Bright Smile Dental');
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: [
        `Agent: This call is recorded. ${dental.greeting}`,
        'Caller: Do you take Delta Dental?',
        'Agent: I can take a message.',
      ].join('\n'),
    });
  });

  it('falls back to what the agent did when the model refuses, answers no outcome, or fails', async () => {
    let outcomeAnswer: object = { content: null, refusal: 'I cannot help with that.' };
    script = (body) => {
      if (body.response_format) return Promise.resolve({ message: outcomeAnswer, finish_reason: 'stop' });
      if (body.messages.at(-1).role === 'tool')
        return Promise.resolve({ message: { content: 'Booked.' }, finish_reason: 'stop' });
      const call = functionCall(
        'call_book',
        'book_appointment',
        JSON.stringify({ start: '2026-03-11T09:00', full_name: 'Ana' }),
      );
      return Promise.resolve({ message: { content: null, tool_calls: [call] }, finish_reason: 'tool_calls' });
    };
    const brain = scriptedBrain()(assistantOf(dental), options);
    await brain.respond('Book me for 9 tomorrow, I am Ana', fakeTools().tools);
    const booked = { outcome: 'booked', unansweredQuestions: [], urgent: false, collected: [] };
    expect(await brain.outcome()).toEqual(booked);
    outcomeAnswer = { content: JSON.stringify({ outcome: 'sold_a_boat' }) };
    expect(await brain.outcome()).toEqual(booked);
    outcomeAnswer = { content: 'not json' };
    expect(await brain.outcome()).toEqual(booked);
  });

  it('reports a transfer when OpenAI fails, and reaches the emulator with a request it accepts', async () => {
    const brain = emulated()(assistantOf(dental), options);
    await brain.respond('Can I speak to someone?', fakeTools().tools);
    await injectFault(500);
    expect(await brain.outcome()).toEqual({
      outcome: 'transferred',
      unansweredQuestions: [],
      urgent: false,
      collected: [],
    });

    const answered = emulated()(assistantOf(dental), options);
    await answered.respond('How much is a cleaning?', fakeTools().tools);
    expect(reportedOutcomeSchema.safeParse(await answered.outcome()).success).toBe(true);
    expect(emulator.recorded.at(-1)!.status).toBe(200);
  });
});
