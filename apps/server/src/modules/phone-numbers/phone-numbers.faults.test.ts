import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookUrl } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { phoneNumbers } from '../../db/schema/index.ts';
import { retryNumberImports } from './number-import.service.ts';
import { reconcileOrders } from './number-orders.service.ts';
import { phoneApi } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof phoneApi>;
let carol: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = phoneApi(t);
  carol = await signedInUser(t, 'carol');
  await api.setPlan(carol, 'Pro Plan');
});
afterEach(async () => {
  await fetch(`${t.baseUrl}/sandbox/vapi/_admin/faults`, { method: 'DELETE' });
  await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/faults`, { method: 'DELETE' });
});
afterAll(() => t.close());

describe('plan allowance', () => {
  it('refuses a second number on the Free plan with a message naming the plan and limit', async () => {
    const dave = await signedInUser(t, 'dave');
    expect((await api.buy(dave, await api.available(dave, '702'))).status).toBe(201);
    const second = await api.available(dave, '702');
    const refused = await api.buy(dave, second);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Your Free plan includes 1 phone number and you have 1. Release a number or upgrade your plan to buy another.',
    );
    expect(await api.telnyxOwned(second)).toEqual([]);
    expect(await api.list(dave)).toHaveLength(1);
  });

  it('lets only one of two simultaneous purchases through when one number is left', async () => {
    const erin = await signedInUser(t, 'erin');
    const [first, second] = [await api.available(erin, '615'), await api.available(erin, '704')];
    const answers = await Promise.all([api.buy(erin, first), api.buy(erin, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await api.list(erin)).toHaveLength(1);
  });
});

describe('vendor faults', () => {
  it('stores nothing when the Telnyx order fails, and says so', async () => {
    const wanted = await api.available(carol, '503');
    await api.fault('telnyx', { method: 'POST', path: '/v2/number_orders', status: 500 });
    const failed = await api.buy(carol, wanted);
    expect(failed.status).toBe(502);
    expect(failed.body.error?.message).toBe(`Could not buy +1 (503) 555-${wanted.slice(-4)}: Sandbox fault injected`);
    expect(await api.list(carol)).toEqual([]);
  });

  it('keeps a bought number when the voice platform import fails, lists its error and retries it', async () => {
    const wanted = await api.available(carol, '612');
    await api.fault('vapi', { method: 'POST', path: '/phone-number', status: 500 });
    const bought = await api.buy(carol, wanted);
    expect(bought.status).toBe(201);
    expect(bought.body.warning).toMatch(/is yours, but connecting it to the voice platform failed/);
    const [listed] = await api.list(carol);
    expect(listed).toMatchObject({
      phoneNumber: wanted,
      status: 'active',
      syncError:
        'The number is yours, but the voice platform could not be reached to connect it. It will be tried again automatically.',
    });
    expect((await api.vapiNumbers()).map((number) => number.number)).not.toContain(wanted);

    const retried = await carol.request(`/api/phone-numbers/${listed!.id}/sync`, { method: 'POST' });
    expect(await retried.json()).toMatchObject({ error: null, phoneNumber: { id: listed!.id, syncError: null } });
    expect((await api.vapiNumbers()).map((number) => number.number)).toContain(wanted);
  });

  it("keeps the only agent on a number the voice platform refused, and its retry connects that agent's assistant", async () => {
    const gina = await signedInUser(t, 'gina');
    const agent = await api.createAgent(gina);
    const wanted = await api.available(gina, '602');
    await api.fault('vapi', { method: 'POST', path: '/phone-number', status: 500 });
    const bought = await api.buy(gina, wanted);
    expect(bought.status).toBe(201);
    expect(bought.body.warning).toMatch(/is yours, but connecting it to the voice platform failed/);
    expect(bought.body.phoneNumber.assignedAgentId).toBe(agent.id);

    const retried = await gina.request(`/api/phone-numbers/${bought.body.phoneNumber.id}/sync`, { method: 'POST' });
    expect(await retried.json()).toMatchObject({ error: null, phoneNumber: { assignedAgentId: agent.id } });
    expect(await api.answeringAssistant(wanted)).toBe(agent.vapiAgentId);
  });

  it('keeps a bought number without its agent when the voice platform refuses the assignment, and says so', async () => {
    const ivan = await signedInUser(t, 'ivan');
    await api.createAgent(ivan, 'Front Desk');
    const wanted = await api.available(ivan, '615');
    await api.fault('vapi', { method: 'PATCH', path: '/phone-number/', status: 500 });
    const bought = await api.buy(ivan, wanted);
    expect(bought.status).toBe(201);
    expect(bought.body.warning).toBe(
      `+1 (615) 555-${wanted.slice(-4)} is yours, but Front Desk does not answer it yet: ` +
        'The voice platform did not accept the new assignment, so the previous one is kept. Please try again.',
    );
    expect(bought.body.phoneNumber).toMatchObject({ phoneNumber: wanted, assignedAgentId: null, syncError: null });
    expect((await api.list(ivan))[0]?.assignedAgentId).toBeNull();
  });

  it('retries failed imports in the background job too', async () => {
    const frank = await signedInUser(t, 'frank');
    const wanted = await api.available(frank, '801');
    await api.fault('vapi', { method: 'POST', path: '/phone-number', status: 500 });
    await api.buy(frank, wanted);
    const { voice, telephony } = createProviders(t.config);
    const logger = createLogger('silent');
    const webhook = { webhookUrl: webhookUrl(t.config), webhookSecret: t.config.vapi.webhookSecret };
    const result = await retryNumberImports({ db: t.db, voice, telephony, logger, ...webhook, config: t.config });
    expect(result.fixed).toBeGreaterThanOrEqual(1);
    expect((await api.list(frank))[0]?.syncError).toBeNull();
  });

  it("learns the provider's id of a number whose order was still pending, so it can be released", async () => {
    const hana = await signedInUser(t, 'hana');
    const wanted = await api.available(hana, '512');
    expect((await api.buy(hana, wanted)).status).toBe(201);
    const [listed] = await api.list(hana);
    // As after an order Telnyx answered "pending": imported, but the provider's id not yet known.
    await t.db.update(phoneNumbers).set({ providerNumberId: null }).where(eq(phoneNumbers.id, listed!.id));
    const { voice, telephony } = createProviders(t.config);
    const webhook = { webhookUrl: webhookUrl(t.config), webhookSecret: t.config.vapi.webhookSecret };
    const deps = { db: t.db, voice, telephony, logger: createLogger('silent'), ...webhook, config: t.config };
    await retryNumberImports(deps);
    const [owned] = await api.telnyxOwned(wanted);
    expect((await api.list(hana))[0]?.providerNumberId).toBe(owned?.id);
    const released = await hana.request(`/api/phone-numbers/${listed!.id}`, { method: 'DELETE' });
    expect(released.status).toBe(200);
    expect(await api.telnyxOwned(wanted)).toEqual([]);
  });

  it('finds orders whose outcome was never recorded: records a bought one, gives back one never placed', async () => {
    const gina = await signedInUser(t, 'gina');
    await api.setPlan(gina, 'Premium Plan');
    const [bought, neverPlaced] = [await api.available(gina, '512'), await api.available(gina, '737')];
    // The provider completed this order, but the server stopped before it recorded the outcome.
    const order = await fetch(`${t.baseUrl}/sandbox/telnyx/v2/number_orders`, {
      method: 'POST',
      headers: { authorization: 'Bearer test', 'content-type': 'application/json' },
      body: JSON.stringify({ phone_numbers: [{ phone_number: bought }] }),
    });
    expect(order.status).toBe(200);
    const placed = new Date('2030-01-01T10:00:00Z');
    await t.db.insert(phoneNumbers).values(
      [bought, neverPlaced].map((phoneNumber) => ({
        userId: gina.id,
        provider: 'telnyx',
        phoneNumber,
        status: 'ordering',
        createdAt: placed,
        updatedAt: placed,
      })),
    );
    const { voice, telephony } = createProviders(t.config);
    const webhook = { webhookUrl: webhookUrl(t.config), webhookSecret: t.config.vapi.webhookSecret };
    const deps = { db: t.db, voice, telephony, logger: createLogger('silent'), ...webhook, config: t.config };
    // Within the grace period nothing is touched; an hour later both are settled.
    expect(await reconcileOrders(deps, new Date('2030-01-01T10:01:00Z'))).toEqual({ recorded: 0, dropped: 0 });
    expect(await reconcileOrders(deps, new Date('2030-01-01T11:30:00Z'))).toEqual({ recorded: 1, dropped: 1 });
    const listed = await api.list(gina);
    expect(listed.map((number) => [number.phoneNumber, number.status])).toEqual([[bought, 'active']]);
    expect((await api.vapiNumbers()).map((number) => number.number)).toContain(bought);
  });

  it('keeps the previous assignment when the voice platform refuses the change', async () => {
    const ivan = await signedInUser(t, 'ivan');
    const { phoneNumber } = (await api.buy(ivan, await api.available(ivan, '314'))).body;
    const first = await api.createAgent(ivan, 'First');
    const second = await api.createAgent(ivan, 'Second');
    await api.assign(ivan, phoneNumber.id, first.id);
    await api.fault('vapi', { method: 'PATCH', path: '/phone-number/', status: 500 });
    const refused = await api.assign(ivan, phoneNumber.id, second.id);
    expect(refused.status).toBe(502);
    expect(refused.body.error?.message).toMatch(/previous one is kept/);
    expect((await api.list(ivan))[0]?.assignedAgentId).toBe(first.id);
    expect(await api.answeringAssistant(phoneNumber.phoneNumber)).toBe(first.vapiAgentId);
  });

  it('keeps the number when Telnyx refuses the release', async () => {
    const { phoneNumber } = (await api.buy(carol, await api.available(carol, '504'))).body;
    await api.fault('telnyx', { method: 'DELETE', path: '/v2/phone_numbers/', status: 500, times: 2 });
    const refused = await api.release(carol, phoneNumber.id);
    expect(refused.status).toBe(502);
    expect(refused.body.error?.message).toMatch(/^Could not release \+1 \(504\)/);
    expect((await api.list(carol)).map((number) => number.id)).toContain(phoneNumber.id);
    expect(await api.telnyxOwned(phoneNumber.phoneNumber)).toHaveLength(1);
  });
});
