import { randomUUID } from 'node:crypto';
import { NO_NUMBER_TO_CALL, type SimulatedCall } from '@portal/shared/agents/simulated-calls';
import type { ScenarioList } from '@portal/shared/agents/scenarios';
import type { CallDetail, CallList } from '@portal/shared/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarApi } from '../calendar/testing.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Simulated inbound calls through the sandbox: the Vapi emulator rings the agent's number, its
// rule-based stand-in answers, and the call's webhooks reach the portal over HTTP as Vapi's would.

let t: TestApp;
let phones: ReturnType<typeof phoneApi>;
let owner: SignedInUser;
let stranger: SignedInUser;
/** An agent with a number (bought in area code 512 and assigned). */
let agentId: string;
let agentNumber: string;
const googleEmail = `simulated-${randomUUID()}@gmail.com`;

const simulate = (user: SignedInUser, id: string, body: unknown) =>
  user.json(`/api/agents/${id}/simulated-calls`, 'POST', body);

async function withNumber(agentName: string, templateId?: string) {
  const created = await owner.json('/api/agents', 'POST', { agentName, ...(templateId ? { templateId } : {}) });
  const agent = (await readJson<{ agent: { id: string } }>(created)).agent;
  const bought = await phones.buy(owner, await phones.available(owner, '512'));
  expect(bought.status).toBe(201);
  expect((await phones.assign(owner, bought.body.phoneNumber.id, agent.id)).status).toBe(200);
  return { id: agent.id, number: bought.body.phoneNumber.phoneNumber };
}

const messageOf = async (response: Response) => (await readJson<ErrorJson>(response)).error.message;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  phones = phoneApi(t);
  owner = await signedInUser(t, 'simulator');
  stranger = await signedInUser(t, 'stranger');
  await phones.setPlan(owner, 'Premium Plan');
  ({ id: agentId, number: agentNumber } = await withNumber('Front Desk'));
});
afterAll(() => t.close());

describe('POST /api/agents/{id}/simulated-calls', () => {
  it("rings the agent's number; the call is in the call history as an inbound phone call with its transcript", async () => {
    const response = await simulate(owner, agentId, {
      callerLines: ['  Hi, are you open on Saturday?  ', '', 'Thanks, bye!'],
      // Typed as people write it; the call comes from it in E.164.
      callerNumber: '(512) 555-0177',
    });
    expect(response.status).toBe(201);
    const call = await readJson<SimulatedCall>(response);
    expect(call).toMatchObject({ calledNumber: agentNumber, callerNumber: '+15125550177' });
    expect(call.transcript.filter((line) => line.speaker === 'caller').map((line) => line.text)).toEqual([
      'Hi, are you open on Saturday?',
      'Thanks, bye!',
    ]);
    expect(call.transcript.some((line) => line.speaker === 'agent')).toBe(true);

    const { calls } = await readJson<CallList>(await owner.request('/api/calls'));
    expect(calls.find((listed) => listed.id === call.callId)).toMatchObject({
      agentId,
      type: 'inboundPhoneCall',
      status: 'ended',
      customerNumber: '+15125550177',
    });
    const detail = await readJson<CallDetail>(await owner.request(`/api/calls/${call.callId}`));
    expect(detail.transcript).toContain('User: Hi, are you open on Saturday?');
    expect(detail.transcript).toContain('User: Thanks, bye!');
  });

  it('is offered to the web app while the voice platform is emulated', async () => {
    expect(await readJson(await t.request('/app-config.json'))).toMatchObject({ sandboxVoice: true });
  });

  it('calls from the sandbox caller when no number is given', async () => {
    const response = await simulate(owner, agentId, { callerLines: ['Hello?'] });
    expect(response.status).toBe(201);
    expect((await readJson<SimulatedCall>(response)).callerNumber).toBe('+15125550123');
  });

  it('books through the calendar emulator when the calendar is connected and the agent schedules', async () => {
    expect((await calendarApi(t).connect(owner, googleEmail)).status).toBe(200);
    const templates = await readJson<{ id: string; industry: string }[]>(await owner.request('/api/agents/templates'));
    const dental = templates.find((template) => template.industry === 'dental_clinic')!;
    const agent = await withNumber('Smile Desk', dental.id);
    // The portal's own booking scenario for the agent: the lines an owner would pick in the hub.
    const { scenarios } = await readJson<ScenarioList>(await owner.request(`/api/agents/${agent.id}/scenarios`));
    const booking = scenarios.find((scenario) => scenario.expectations.some((item) => item.kind === 'booked'))!;

    const response = await simulate(owner, agent.id, { callerLines: booking.callerTurns });
    expect(response.status).toBe(201);
    const call = await readJson<SimulatedCall>(response);
    const detail = await readJson<CallDetail>(await owner.request(`/api/calls/${call.callId}`));
    expect(detail.appointment, detail.transcript ?? '').toMatchObject({ start: expect.any(String) });
    const view = await fetch(
      `${t.baseUrl}/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
    ).then((answer) => answer.json() as Promise<{ items: { summary: string }[] }>);
    expect(view.items).toHaveLength(1);
  });

  it('asks for a number first when the agent has none', async () => {
    const created = await owner.json('/api/agents', 'POST', { agentName: 'No Line' });
    const { agent } = await readJson<{ agent: { id: string } }>(created);
    const response = await simulate(owner, agent.id, { callerLines: ['Hello?'] });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(NO_NUMBER_TO_CALL);
  });

  it("answers 404 for another owner's agent and for an id that names no agent", async () => {
    for (const id of [agentId, randomUUID(), 'not-an-id']) {
      const response = await simulate(stranger, id, { callerLines: ['Hello?'] });
      expect(response.status).toBe(404);
    }
    const { calls } = await readJson<CallList>(await stranger.request('/api/calls'));
    expect(calls).toEqual([]);
  });

  it('refuses caller lines and numbers it cannot use, saying which and why', async () => {
    const refusal = async (body: unknown) => {
      const response = await simulate(owner, agentId, body);
      expect(response.status).toBe(400);
      return messageOf(response);
    };
    expect(await refusal({ callerLines: ['  ', ''] })).toBe('callerLines: Add at least one thing the caller says.');
    expect(await refusal({ callerLines: Array.from({ length: 13 }, (_, index) => `Line ${index}`) })).toBe(
      'callerLines: A simulated call can have at most 12 caller lines.',
    );
    expect(await refusal({ callerLines: ['x'.repeat(501)] })).toBe(
      'callerLines.0: A caller line can have at most 500 characters.',
    );
    expect(await refusal({ callerLines: ['Hi'], callerNumber: 'call me maybe' })).toBe(
      'callerNumber: Caller number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
    );
    expect(await refusal({ callerLines: ['Hi'], script: [] })).toBe('Unknown field: script.');
  });

  it('says what went wrong when the emulated platform cannot play the call', async () => {
    const lost = await withNumber('Lost Line');
    const [emulated] = (await phones.vapiNumbers()).filter((number) => number.number === lost.number);
    await fetch(`${t.baseUrl}/sandbox/vapi/phone-number/${emulated!.id}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer test' },
    });
    const response = await simulate(owner, lost.id, { callerLines: ['Hello?'] });
    expect(response.status).toBe(502);
    expect(await messageOf(response)).toBe(
      'The emulated voice platform could not play the call. The phone number does not exist.',
    );
  });
});

describe('with the real voice platform', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({ env: { VAPI_API_KEY: 'vapi-private-key' } });
  });
  afterAll(() => real.close());

  it('does not exist: not in the API document, and 404 for any agent', async () => {
    expect(await readJson(await real.request('/app-config.json'))).toMatchObject({ sandboxVoice: false });
    const document = await readJson<{ paths: Record<string, unknown> }>(await real.request('/api/openapi.json'));
    expect(Object.keys(document.paths).filter((path) => path.includes('simulated-calls'))).toEqual([]);
    const user = await signedInUser(real, 'real');
    const response = await simulate(user, randomUUID(), { callerLines: ['Hello?'] });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('No such API endpoint.');
  });
});
