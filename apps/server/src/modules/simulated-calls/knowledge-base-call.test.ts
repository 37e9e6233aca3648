import type { Scenario } from '@portal/shared/agents/scenarios';
import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websitePage } from '../agents/compile/testing.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { VAPI_SANDBOX_MOUNT } from '@portal/sandbox/vapi/vapi-emulator';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A simulated inbound call to an agent whose website knowledge passed the prompt's budget: the
// pages left out of the prompt are in the assistant's knowledge base on the emulated Vapi, and
// the sandbox's stand-in for the model answers from them as the model would after searching it.

let t: TestApp;
let owner: SignedInUser;
let agentId: string;

const PARKING = 'Parking validation is free for patients in the Elm Street garage.';

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const phones = phoneApi(t);
  owner = await signedInUser(t, 'knowledge-caller');
  await phones.setPlan(owner, 'Premium Plan');
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
  const bought = await phones.buy(owner, await phones.available(owner, '512'));
  expect((await phones.assign(owner, bought.body.phoneNumber.id, agentId)).status).toBe(200);
});
afterAll(() => t.close());

describe('a simulated call to an agent with a knowledge base', () => {
  it('answers a question whose answer is only in the pages the prompt left out', async () => {
    const websiteInfo = [websitePage('services', 8000), websitePage('team', 4500), websitePage('visit', PARKING)];
    // The agent answers a number: the save is a draft until it is published.
    expect((await owner.json(`/api/agents/${agentId}/sections/websiteInfo`, 'PATCH', { websiteInfo })).status).toBe(
      200,
    );
    const saved = await owner.json(`/api/agents/${agentId}/draft/publish`, 'POST', {});
    expect(saved.status).toBe(200);
    // The answer is in neither the prompt nor the brief the assistant carries.
    const { vapiAgentId } = (await readJson<{ agent: { vapiAgentId: string } }>(saved)).agent;
    const assistant = await fetch(`${t.baseUrl}${VAPI_SANDBOX_MOUNT}/assistant/${vapiAgentId}`, {
      headers: { authorization: 'Bearer sk-sandbox' },
    });
    const stored = await assistant.text();
    expect(stored).toContain('knowledge base');
    expect(stored).not.toContain('Parking validation');

    const response = await owner.json(`/api/agents/${agentId}/simulated-calls`, 'POST', {
      callerLines: ['Hi, is there parking validation?', 'Thanks, bye!'],
    });
    expect(response.status).toBe(201);
    const call = await readJson<SimulatedCall>(response);
    const agentLines = call.transcript.filter((line) => line.speaker === 'agent').map((line) => line.text);
    expect(agentLines.join('\n')).toContain(PARKING);
  });

  it('answers it in a test conversation too, which talks to the assistant as callers get it', async () => {
    const created = await owner.json(`/api/agents/${agentId}/scenarios`, 'POST', {
      title: 'Asks about parking',
      callerTurns: ['Is there parking validation?'],
      expectations: [{ kind: 'mentions', text: 'Elm Street garage' }],
    });
    const { id } = await readJson<{ id: string }>(created);
    const ran = await owner.request(`/api/agents/${agentId}/scenarios/${id}/run`, { method: 'POST' });
    expect((await readJson<Scenario>(ran)).lastResult).toMatchObject({ expectations: [{ passed: true }] });
  });
});
