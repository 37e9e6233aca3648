import { randomUUID } from 'node:crypto';
import type { KnowledgeGap, KnowledgeGapList } from '@portal/shared/knowledge-gaps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The questions come from real simulated calls: the sandbox's agent does not know whether the
// business takes Medicaid, so it reports the question as unanswered in the call's outcome.

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let agentId: string;

const gapsOf = async (user: SignedInUser, id = agentId) =>
  (await readJson<KnowledgeGapList>(await user.request(`/api/agents/${id}/knowledge-gaps`))).gaps;
const resolve = (user: SignedInUser, body: unknown, id = agentId) =>
  user.json(`/api/agents/${id}/knowledge-gaps/resolve`, 'POST', body);
const call = async (line: string) => {
  const response = await owner.json(`/api/agents/${agentId}/simulated-calls`, 'POST', { callerLines: [line, 'Bye!'] });
  expect(response.status, await response.clone().text()).toBe(201);
};
const medicaid = (gaps: KnowledgeGap[]) => gaps.find((gap) => gap.key === 'do you take medicaid');

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const phones = phoneApi(t);
  owner = await signedInUser(t, 'gaps');
  stranger = await signedInUser(t, 'stranger');
  await phones.setPlan(owner, 'Premium Plan');
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
  const bought = await phones.buy(owner, await phones.available(owner, '512'));
  expect((await phones.assign(owner, bought.body.phoneNumber.id, agentId)).status).toBe(200);
});
afterAll(() => t.close());

describe('knowledge gaps', () => {
  it('is empty before any call', async () => {
    expect(await gapsOf(owner)).toEqual([]);
  });

  it('groups a question asked on two calls, in different wordings, with the latest wording and the card', async () => {
    await call('Do you take Medicaid?');
    await call('do you  take MEDICAID');
    const gaps = await gapsOf(owner);
    expect(medicaid(gaps)).toMatchObject({
      question: 'do you  take MEDICAID',
      count: 2,
      cardKey: 'faqAndPolicies',
      lastAskedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.now() - Date.parse(medicaid(gaps)!.lastAskedAt)).toBeLessThan(10 * 60_000);
  });

  it('hides a resolved question until it is asked again', async () => {
    const response = await resolve(owner, { key: 'do you take medicaid' });
    expect(response.status).toBe(204);
    expect(medicaid(await gapsOf(owner))).toBeUndefined();
    await call('Do you take Medicaid?');
    expect(medicaid(await gapsOf(owner))).toMatchObject({ count: 3 });
  });

  it("answers 404 for another owner's agent and for an id that names no agent", async () => {
    for (const id of [agentId, randomUUID(), 'not-an-id']) {
      expect((await stranger.request(`/api/agents/${id}/knowledge-gaps`)).status).toBe(404);
      expect((await resolve(stranger, { key: 'do you take medicaid' }, id)).status).toBe(404);
    }
    expect(medicaid(await gapsOf(owner))).toBeDefined();
  });

  it('refuses a body without a usable key, saying why', async () => {
    const refusal = async (body: unknown) => {
      const response = await resolve(owner, body);
      expect(response.status).toBe(400);
      return (await readJson<ErrorJson>(response)).error.message;
    };
    expect(await refusal({})).toBe('key: key is required.');
    expect(await refusal({ key: '  ' })).toBe('key: key must not be empty.');
    expect(await refusal({ key: 'x'.repeat(501) })).toBe('key: key must be at most 500 characters.');
    expect(await refusal({ key: 'a', other: 1 })).toBe('Unknown field: other.');
    const broken = await owner.request(`/api/agents/${agentId}/knowledge-gaps/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
  });
});
