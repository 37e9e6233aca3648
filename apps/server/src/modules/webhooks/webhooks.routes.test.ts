import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_TEST_MESSAGE,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_TOO_LONG,
  WEBHOOK_DESCRIPTION_TOO_LONG,
  webhookAddressRefused,
  webhookPayloadSchema,
  webhookRedirected,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryList,
  type WebhookDeliveryResult,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookSecret,
} from '@portal/shared/webhooks';
import { webhookDeliveriesPath, webhookEndpointsPath } from '@portal/shared/api-reads/webhooks.plain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startReceiver, verified, type Receiver } from './testing.ts';

/**
 * The owner's webhook endpoints through the API: adding (with the rules on the address), the
 * secret, changes, the test event and the log, as another owner cannot see them.
 */

let t: TestApp;
let receiver: Receiver;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: receiver.host } });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function create(user: SignedInUser, body: unknown) {
  const response = await user.json(`/api${webhookEndpointsPath}`, 'POST', body);
  return { status: response.status, body: (await response.json()) as CreatedWebhookEndpoint & ErrorJson };
}
const list = async (user: SignedInUser) =>
  (await (await user.request(`/api${webhookEndpointsPath}`)).json()) as WebhookEndpointList;

describe('adding an endpoint', () => {
  it('answers the endpoint with its secret, lists it in the owner’s zone, and keeps the secret encrypted', async () => {
    const created = await create(alice, {
      url: receiver.url,
      description: ' Zapier ',
      events: ['appointment.booked', 'call.ended', 'call.ended'],
    });
    expect(created.status).toBe(201);
    expect(created.body.endpoint).toMatchObject({
      url: receiver.url,
      description: 'Zapier',
      events: ['call.ended', 'appointment.booked'],
      enabled: true,
      disabledReason: null,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await list(alice);
    expect(listed.endpoints.map((endpoint) => endpoint.id)).toEqual([created.body.endpoint.id]);
    expect(listed.timezone).toBe('UTC');
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.body.endpoint.id));
    expect(row!.secretEncrypted).not.toContain(created.body.secret.slice(6));
    expect(row!.secretEncrypted).toMatch(/^v1:/);
    const revealed = (await (
      await alice.request(`/api/webhook-endpoints/${created.body.endpoint.id}/secret`)
    ).json()) as WebhookSecret;
    expect(revealed.secret).toBe(created.body.secret);
  });

  it('refuses what is not a web address, no events, and texts too long, in the owner’s words', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/x', events: ['call.ended'] }, `url: ${WEBHOOK_URL_INVALID}`],
      [{ url: 'not a url', events: ['call.ended'] }, `url: ${WEBHOOK_URL_INVALID}`],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, events: ['call.ended'] }, `url: ${WEBHOOK_URL_TOO_LONG}`],
      [{ url: receiver.url, events: [] }, `events: ${WEBHOOK_EVENTS_REQUIRED}`],
      [{ url: receiver.url, events: ['call.started'] }, 'events.0'],
      [
        { url: receiver.url, events: ['call.ended'], description: 'd'.repeat(201) },
        `description: ${WEBHOOK_DESCRIPTION_TOO_LONG}`,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await create(alice, body);
      expect([body, answer.status, answer.body.error.message]).toEqual([body, 400, expect.stringContaining(message)]);
    }
  });

  it('refuses private addresses: this machine unless allowed, private networks, cloud metadata, local names', async () => {
    const cases: [string, string][] = [
      ['http://127.0.0.1:8080/hook', 'port 8080'],
      ['http://127.0.0.1/hook', webhookAddressRefused('this machine (loopback)')],
      ['https://10.1.2.3/hook', webhookAddressRefused('a private network')],
      ['http://169.254.169.254/latest/meta-data', webhookAddressRefused('a link-local or cloud metadata address')],
      ['https://printer.local/hook', webhookAddressRefused('this machine or a local network')],
      ['https://[::1]/hook', webhookAddressRefused('this machine (loopback)')],
    ];
    for (const [url, message] of cases) {
      const answer = await create(alice, { url, events: ['call.ended'] });
      expect([url, answer.status, answer.body.error.message]).toEqual([url, 400, expect.stringContaining(message)]);
    }
    // Refused on a change of address too.
    const [endpoint] = (await list(alice)).endpoints;
    const changed = await alice.json(`/api/webhook-endpoints/${endpoint!.id}`, 'PATCH', { url: 'https://10.0.0.1/x' });
    expect(changed.status).toBe(400);
  });

  it('holds an owner to 10 endpoints', async () => {
    const carol = await signedInUser(t, 'carol');
    for (let index = 0; index < 10; index += 1) {
      expect((await create(carol, { url: receiver.url, events: ['call.ended'] })).status).toBe(201);
    }
    const refused = await create(carol, { url: receiver.url, events: ['call.ended'] });
    expect([refused.status, refused.body.error.message]).toEqual([409, WEBHOOK_LIMIT_REACHED]);
  });
});

describe('one endpoint', () => {
  let endpoint: WebhookEndpoint;
  let secret: string;
  beforeAll(async () => {
    const created = await create(alice, { url: receiver.url, events: ['urgent.matter'] });
    endpoint = created.body.endpoint;
    secret = created.body.secret;
  });

  it('sends a signed test event the standardwebhooks library verifies, and logs it', async () => {
    receiver.answer('ok');
    const before = receiver.received.length;
    const response = await alice.request(`/api/webhook-endpoints/${endpoint.id}/test`, { method: 'POST' });
    expect(response.status).toBe(200);
    const { delivery } = (await response.json()) as WebhookDeliveryResult;
    expect(delivery).toMatchObject({
      eventType: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
    });
    expect(delivery.responseBody!.length).toBe(500);
    const [arrived] = receiver.received.slice(before);
    expect(arrived!.headers['webhook-id']).toBe(delivery.eventId);
    expect(arrived!.headers['content-type']).toBe('application/json');
    const payload = verified(secret, arrived!);
    expect(webhookPayloadSchema('webhook.test').parse(payload).data).toEqual({
      endpointId: endpoint.id,
      message: WEBHOOK_TEST_MESSAGE,
    });
    // A wrong secret does not verify it.
    expect(() => verified(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`, arrived!)).toThrow();
    const log = (await (
      await alice.request(`/api${webhookDeliveriesPath(endpoint.id)}`)
    ).json()) as WebhookDeliveryList;
    expect(log.deliveries.map((entry) => entry.id)).toEqual([delivery.id]);
  });

  it('counts a redirect as a failure, and resends a delivery with the same event id', async () => {
    receiver.answer('redirect');
    const tested = (await (
      await alice.request(`/api/webhook-endpoints/${endpoint.id}/test`, { method: 'POST' })
    ).json()) as WebhookDeliveryResult;
    expect(tested.delivery).toMatchObject({ status: 'pending', responseStatus: 302, error: webhookRedirected(302) });
    receiver.answer('ok');
    const resent = await alice.request(
      `/api/webhook-endpoints/${endpoint.id}/deliveries/${tested.delivery.id}/resend`,
      { method: 'POST' },
    );
    const { delivery } = (await resent.json()) as WebhookDeliveryResult;
    expect(delivery).toMatchObject({ id: tested.delivery.id, status: 'delivered', attempts: 2, error: null });
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(tested.delivery.eventId);
  });

  it('rolls the secret: deliveries are signed with the new one', async () => {
    const rolled = (await (
      await alice.request(`/api/webhook-endpoints/${endpoint.id}/secret/roll`, { method: 'POST' })
    ).json()) as WebhookSecret;
    expect(rolled.secret).not.toBe(secret);
    await alice.request(`/api/webhook-endpoints/${endpoint.id}/test`, { method: 'POST' });
    expect(() => verified(secret, receiver.received.at(-1)!)).toThrow();
    expect(verified(rolled.secret, receiver.received.at(-1)!)).toMatchObject({ type: 'webhook.test' });
    secret = rolled.secret;
  });

  it('changes the events and description, switches off and on', async () => {
    const patch = async (body: unknown) => {
      const response = await alice.json(`/api/webhook-endpoints/${endpoint.id}`, 'PATCH', body);
      expect(response.status).toBe(200);
      return (await response.json()) as WebhookEndpoint;
    };
    expect(await patch({ events: ['message.taken', 'urgent.matter'], description: 'Make' })).toMatchObject({
      events: ['message.taken', 'urgent.matter'],
      description: 'Make',
    });
    expect(await patch({ enabled: false })).toMatchObject({ enabled: false, disabledReason: 'owner' });
    expect(await patch({ enabled: true })).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    expect((await alice.json(`/api/webhook-endpoints/${endpoint.id}`, 'PATCH', {})).status).toBe(400);
  });

  it('is not another owner’s: every route answers 404', async () => {
    const paths: [string, string][] = [
      ['PATCH', `/api/webhook-endpoints/${endpoint.id}`],
      ['DELETE', `/api/webhook-endpoints/${endpoint.id}`],
      ['GET', `/api/webhook-endpoints/${endpoint.id}/secret`],
      ['POST', `/api/webhook-endpoints/${endpoint.id}/secret/roll`],
      ['GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`],
      ['POST', `/api/webhook-endpoints/${endpoint.id}/test`],
    ];
    for (const [method, path] of paths) {
      const response =
        method === 'PATCH'
          ? await bob.json(path, method, { description: 'mine' })
          : await bob.request(path, { method });
      const body = (await response.json()) as ErrorJson;
      expect([method, path, response.status, body.error.message]).toEqual([
        method,
        path,
        404,
        WEBHOOK_ENDPOINT_NOT_FOUND,
      ]);
    }
    expect((await list(bob)).endpoints).toEqual([]);
    // Nor is the delivery: not through bob's endpoint, nor through alice's under bob's session.
    const log = (await (
      await alice.request(`/api${webhookDeliveriesPath(endpoint.id)}`)
    ).json()) as WebhookDeliveryList;
    const deliveryId = log.deliveries[0]!.id;
    const bobs = await create(bob, { url: receiver.url, events: ['call.ended'] });
    const viaBob = await bob.request(
      `/api/webhook-endpoints/${bobs.body.endpoint.id}/deliveries/${deliveryId}/resend`,
      {
        method: 'POST',
      },
    );
    expect([viaBob.status, ((await viaBob.json()) as ErrorJson).error.message]).toEqual([
      404,
      WEBHOOK_DELIVERY_NOT_FOUND,
    ]);
    const unknown = await alice.request(
      `/api/webhook-endpoints/${endpoint.id}/deliveries/${crypto.randomUUID()}/resend`,
      { method: 'POST' },
    );
    expect(unknown.status).toBe(404);
  });

  it('pages the log, newest first', async () => {
    for (let index = 0; index < 50; index += 1) {
      await alice.request(`/api/webhook-endpoints/${endpoint.id}/test`, { method: 'POST' });
    }
    const first = (await (
      await alice.request(`/api${webhookDeliveriesPath(endpoint.id)}`)
    ).json()) as WebhookDeliveryList;
    expect(first.deliveries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await alice.request(`/api${webhookDeliveriesPath(endpoint.id, first.nextCursor)}`)
    ).json()) as WebhookDeliveryList;
    const all = [...first.deliveries, ...second.deliveries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(50);
    expect(second.nextCursor).toBeNull();
  });

  it('deletes it, with its log', async () => {
    expect((await alice.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(alice)).endpoints.map((entry) => entry.id)).not.toContain(endpoint.id);
    expect((await alice.request(`/api${webhookDeliveriesPath(endpoint.id)}`)).status).toBe(404);
  });
});
