import { eq } from 'drizzle-orm';
import { SEARCH_CRITERIA_REQUIRED } from '@portal/shared/phone-numbers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneNumbers } from '../../db/schema/index.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { phoneApi } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof phoneApi>;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = phoneApi(t);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  await api.setPlan(alice, 'Premium Plan');
});
afterAll(() => t.close());

describe('number search', () => {
  it('needs an area code, city or state, and an area code of at most three digits', async () => {
    const none = await api.search(alice, {});
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe(SEARCH_CRITERIA_REQUIRED);
    expect((await api.search(alice, { areaCode: '   ', city: '' })).body.error?.message).toBe(SEARCH_CRITERIA_REQUIRED);
    for (const areaCode of ['51a', '5120']) expect((await api.search(alice, { areaCode })).status).toBe(400);
  });

  it('finds at most 15 US voice numbers by area code, or by city and state (name or code)', async () => {
    const byAreaCode = await api.search(alice, { areaCode: '512' });
    expect(byAreaCode.status).toBe(200);
    expect(byAreaCode.body).toHaveLength(15);
    expect(byAreaCode.body[0]).toMatchObject({ locality: 'AUSTIN', administrativeArea: 'TX' });
    expect(byAreaCode.body.every((number) => number.features.includes('voice'))).toBe(true);
    const byCity = await api.search(alice, { city: 'Austin', state: 'Texas' });
    expect(byCity.body).toHaveLength(15);
    expect(byCity.body.every((number) => number.locality === 'AUSTIN' && number.administrativeArea === 'TX')).toBe(
      true,
    );
    expect((await api.search(alice, { city: 'Austin', state: 'NY' })).body).toEqual([]);
  });
});

describe('buying, listing, assigning and releasing', () => {
  it('buys a number, imports it into the voice platform with our webhook, and lists it', async () => {
    const wanted = await api.available(alice, '415');
    const bought = await api.buy(alice, wanted);
    expect(bought.status).toBe(201);
    expect(bought.body.warning).toBeNull();
    expect(bought.body.phoneNumber).toMatchObject({
      phoneNumber: wanted,
      status: 'active',
      provider: 'telnyx',
      syncError: null,
      assignedAgentId: null,
      friendlyName: `+1 (415) 555-${wanted.slice(-4)}`,
    });
    const [owned] = await api.telnyxOwned(wanted);
    expect(bought.body.phoneNumber.providerNumberId).toBe(owned!.id);
    const imported = (await api.vapiNumbers()).find((number) => number.number === wanted);
    expect(imported).toMatchObject({
      provider: 'telnyx',
      credentialId: 'sandbox-telnyx-credential',
      server: {
        url: `${t.config.publicUrl}/api/webhooks/vapi`,
        headers: { 'X-Vapi-Secret': t.config.vapi.webhookSecret },
      },
    });
    expect((await api.search(alice, { areaCode: '415' })).body.map((number) => number.phoneNumber)).not.toContain(
      wanted,
    );

    const second = await api.buy(alice, await api.available(alice, '212'));
    const listed = await api.list(alice);
    expect(listed.map((number) => number.id)).toEqual([bought.body.phoneNumber.id, second.body.phoneNumber.id]);
    expect(await api.list(bob)).toEqual([]);
  });

  it("assigns the user's agent (its assistant answers the number) and unassigns it", async () => {
    const { phoneNumber } = (await api.buy(alice, await api.available(alice, '305'))).body;
    const agent = await api.createAgent(alice);
    const assigned = await api.assign(alice, phoneNumber.id, agent.id);
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignedAgentId).toBe(agent.id);
    expect(await api.answeringAssistant(phoneNumber.phoneNumber)).toBe(agent.vapiAgentId);
    const cleared = await api.assign(alice, phoneNumber.id, null);
    expect(cleared.body.assignedAgentId).toBeNull();
    expect(await api.answeringAssistant(phoneNumber.phoneNumber)).toBeNull();
  });

  it('releases a number at Telnyx and the voice platform and removes it', async () => {
    const { phoneNumber } = (await api.buy(alice, await api.available(alice, '206'))).body;
    const released = await api.release(alice, phoneNumber.id);
    expect(released.status).toBe(200);
    expect((await api.list(alice)).map((number) => number.id)).not.toContain(phoneNumber.id);
    expect(await api.telnyxOwned(phoneNumber.phoneNumber)).toEqual([]);
    expect((await api.vapiNumbers()).map((number) => number.number)).not.toContain(phoneNumber.phoneNumber);
  });

  it('two owners buying one number at once: one gets it, the other is told it is gone, not a server error', async () => {
    const [carol, dave] = [await signedInUser(t, 'carol'), await signedInUser(t, 'dave')];
    const wanted = await api.available(carol, '702');
    const [first, second] = await Promise.all([api.buy(carol, wanted), api.buy(dave, wanted)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error?.message).toBe(
      `+1 (702) 555-${wanted.slice(-4)} is no longer available. Please search again and choose another number.`,
    );
    const owners = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.phoneNumber, wanted));
    expect(owners).toHaveLength(1);
  });

  it('refuses to release a number without a provider number id', async () => {
    const { phoneNumber } = (await api.buy(alice, await api.available(alice, '303'))).body;
    await t.db.update(phoneNumbers).set({ providerNumberId: null }).where(eq(phoneNumbers.id, phoneNumber.id));
    const refused = await api.release(alice, phoneNumber.id);
    expect(refused.status).toBe(409);
    expect((await api.list(alice)).map((number) => number.id)).toContain(phoneNumber.id);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's number on every route and changes nothing", async () => {
    const { phoneNumber } = (await api.buy(bob, await api.available(bob, '617'))).body;
    const id = phoneNumber.id;
    expect((await api.assign(alice, id, null)).status).toBe(404);
    expect((await api.release(alice, id)).status).toBe(404);
    expect((await alice.request(`/api/phone-numbers/${id}/sync`, { method: 'POST' })).status).toBe(404);
    expect((await api.assign(alice, 'not-a-uuid', null)).status).toBe(404);
    expect(await api.list(bob)).toEqual([phoneNumber]);
  });

  it("refuses another user's agent, and a deleted one, with 404 and keeps the assignment", async () => {
    const { phoneNumber } = (await api.buy(alice, await api.available(alice, '404'))).body;
    const mine = await api.createAgent(alice, 'Mine');
    await api.assign(alice, phoneNumber.id, mine.id);
    const theirs = await api.createAgent(bob, 'Theirs');
    const refused = await api.assign(alice, phoneNumber.id, theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error?.message).toBe('Agent not found or access denied.');
    const deleted = await api.createAgent(alice, 'Gone');
    await alice.request(`/api/agents/${deleted.id}/soft-delete`, { method: 'POST' });
    expect((await api.assign(alice, phoneNumber.id, deleted.id)).status).toBe(404);
    const [row] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.id, phoneNumber.id));
    expect(row?.assignedAgentId).toBe(mine.id);
  });
});

describe('who answers a new number', () => {
  const onVapi = (phoneNumber: string) => api.answeringAssistant(phoneNumber);

  it("gives it to the owner's only agent without asking, and its assistant answers it", async () => {
    const dana = await signedInUser(t, 'dana');
    const agent = await api.createAgent(dana);
    const bought = await api.buy(dana, await api.available(dana, '512'));
    expect(bought.status).toBe(201);
    expect(bought.body.warning).toBeNull();
    expect(bought.body.phoneNumber.assignedAgentId).toBe(agent.id);
    expect(await onVapi(bought.body.phoneNumber.phoneNumber)).toBe(agent.vapiAgentId);
    expect((await api.list(dana))[0]?.assignedAgentId).toBe(agent.id);
  });

  it('with several agents, gives it to the one chosen, to none when null is chosen, and to none unasked', async () => {
    const ella = await signedInUser(t, 'ella');
    await api.setPlan(ella, 'Premium Plan');
    await api.createAgent(ella, 'Front Desk');
    const evenings = await api.createAgent(ella, 'Evenings');

    const chosen = await api.buy(ella, await api.available(ella, '718'), evenings.id);
    expect(chosen.status).toBe(201);
    expect(chosen.body.phoneNumber.assignedAgentId).toBe(evenings.id);
    expect(await onVapi(chosen.body.phoneNumber.phoneNumber)).toBe(evenings.vapiAgentId);

    const none = await api.buy(ella, await api.available(ella, '214'), null);
    expect(none.body.phoneNumber.assignedAgentId).toBeNull();
    expect(await onVapi(none.body.phoneNumber.phoneNumber)).toBeNull();
    const unasked = await api.buy(ella, await api.available(ella, '713'));
    expect(unasked.body.phoneNumber.assignedAgentId).toBeNull();
  });

  it("refuses another owner's agent before buying anything", async () => {
    const fay = await signedInUser(t, 'fay');
    const theirs = await api.createAgent(bob, 'Not Fay’s');
    const wanted = await api.available(fay, '210');
    const refused = await api.buy(fay, wanted, theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error?.message).toBe('Agent not found or access denied.');
    expect(await api.list(fay)).toEqual([]);
    expect(await api.telnyxOwned(wanted)).toEqual([]);
  });
});
