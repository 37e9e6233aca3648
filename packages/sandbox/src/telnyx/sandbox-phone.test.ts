import { generateKeyPairSync } from 'node:crypto';
import { Hono } from 'hono';
import Telnyx from 'telnyx';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newMessage, type NewMessage } from './messaging-records.ts';
import { SANDBOX_PHONE_MOUNT } from './sandbox-phone.ts';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from './telnyx-emulator.ts';
import { serveWebhookReceiver } from './testing.ts';

type Receiver = Awaited<ReturnType<typeof serveWebhookReceiver>>;
type Emulator = ReturnType<typeof createTelnyxEmulator>;
type Thread = {
  phoneNumber: string;
  version: string;
  texts: { direction: string; from: string; to: string; text: string; status: string; webhooks: unknown[] }[];
};

const signingKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

// Two numbers of the account: one on the portal's messaging profile, one on none.
const PORTAL = '+15125550100';
const UNPROFILED = '+15125550104';
const CALLER = '+17375550118';
const MOBILE = '+14155550142';

let receiver: Receiver;
let emulator: Emulator;
let app: Hono;

const thread = (phoneNumber: string) => `/dev/phone/${encodeURIComponent(phoneNumber)}`;
const get = (path: string) => app.request(path);
const html = async (path: string) => (await get(path)).text();
const json = async <T>(path: string) => (await (await get(path)).json()) as T;
const reply = (phoneNumber: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(thread(phoneNumber), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** A text kept as the emulator keeps one, at a fixed time. */
function keep(fields: Pick<NewMessage, 'direction' | 'from' | 'to' | 'text'>, at: string) {
  const message = newMessage(
    { ...fields, profileId: null, webhookUrl: null, webhookFailoverUrl: null, tcrCampaignId: null },
    at,
  );
  return emulator.messaging.saveMessage(message);
}

beforeAll(async () => {
  receiver = await serveWebhookReceiver();
});
afterAll(() => receiver.close());

beforeEach(async () => {
  emulator = createTelnyxEmulator({ registrationDelayMs: 0, signingKey, portalWebhook: { url: receiver.url } });
  app = new Hono().route(TELNYX_SANDBOX_MOUNT, emulator.app).route(SANDBOX_PHONE_MOUNT, emulator.phone);
  const order = { connectionId: null, messagingProfileId: null, billingGroupId: null, customerReference: null };
  emulator.store.placeOrder({
    ...order,
    phoneNumbers: [PORTAL, UNPROFILED].map((phoneNumber) => ({ phoneNumber, bundleId: null })),
  });
  const profile = emulator.messaging.createProfile({
    name: 'Portal',
    webhook_url: receiver.url,
    whitelisted_destinations: ['US'],
  });
  emulator.store.setMessagingProfile(emulator.store.findNumber(PORTAL)!.id, profile);
  receiver.received.length = 0;
});

describe('the sandbox phone list (/dev/phone)', () => {
  it('says there are no texts yet, and where they come from', async () => {
    const response = await get('/dev/phone');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<h1>Sandbox phone</h1>');
    expect(page).toContain('<h2>No texts yet</h2>');
    expect(page).toContain('Texts appear here when an agent texts a caller or the owner');
    // The number field shows the form it takes; its button is the page's one primary action.
    expect(page).toMatch(/<input\s[^>]*id="open-number"[^>]*placeholder="\+1 512 555 0142"/);
    expect(page).toContain('<button type="submit" class="primary">Open</button>');
    expect(await json('/dev/phone/conversations.json')).toEqual({ version: expect.any(String), conversations: [] });
  });

  it("lists each phone once, latest conversation first, with its last text's first words and time", async () => {
    keep(
      { direction: 'outbound', from: PORTAL, to: CALLER, text: 'Bright Smile: you are booked.' },
      '2026-11-29T14:05:00.000Z',
    );
    keep(
      { direction: 'outbound', from: 'The Campaign Registry', to: MOBILE, text: 'Your PIN is 123456' },
      '2026-11-29T14:06:00.000Z',
    );
    keep(
      {
        direction: 'inbound',
        from: CALLER,
        to: PORTAL,
        text: `Thanks! ${'Could I also ask about a cleaning '.repeat(4)}`,
      },
      '2026-11-29T14:07:30.000Z',
    );

    const list = await json<{ conversations: { phoneNumber: string; at: string; latest: { text: string } }[] }>(
      '/dev/phone/conversations.json',
    );
    // The account's own numbers are never a conversation, nor the registry's name.
    expect(list.conversations.map((conversation) => conversation.phoneNumber)).toEqual([CALLER, MOBILE]);
    expect(list.conversations[0]!.at).toBe('2026-11-29T14:07:30.000Z');

    const page = await html('/dev/phone');
    expect(page).toContain(`<a href="/dev/phone/%2B17375550118">+1 (737) 555-0118</a>`);
    expect(page).toContain(`<a href="/dev/phone/%2B14155550142">+1 (415) 555-0142</a>`);
    expect(page.indexOf('+1 (737) 555-0118')).toBeLessThan(page.indexOf('+1 (415) 555-0142'));
    expect(page).toContain('Thanks! Could I also ask about a cleaning Could I also ask about a cleaning…');
    expect(page).toContain('<time datetime="2026-11-29T14:07:30.000Z">Nov 29, 2026, 2:07 PM UTC</time>');
    expect(page).not.toContain('No texts yet');
  });

  it('opens the thread of a typed number, and says what is wrong with one that is not', async () => {
    const opened = await get(`/dev/phone?number=${encodeURIComponent('(737) 555-0118')}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/dev/phone/%2B17375550118');
    const refused = await get('/dev/phone?number=call+me');
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('Phone number must be a phone number');
    expect(page).toContain('value="call me"');
  });

  it('serves its stylesheet and script', async () => {
    const css = await get('/dev/phone/phone.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    // In the Inter the portal serves beside its mailbox, fetched with the page's head.
    expect(await css.text()).toMatch(/^@font-face\{font-family:"Inter Variable";[^}]*src:url\(\/dev\/inter\.woff2\)/);
    expect(await html('/dev/phone')).toMatch(/<link\s+rel="preload"\s+href="\/dev\/inter.woff2"\s+as="font"/);
    const script = await get('/dev/phone/phone.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('location.reload()');
  });
});

describe("a phone's thread (/dev/phone/<number>)", () => {
  it("shows the texts as bubbles, the portal's left and the phone's right, with time and status", async () => {
    keep(
      { direction: 'outbound', from: PORTAL, to: CALLER, text: 'Your visit is booked.' },
      '2026-11-29T14:05:00.000Z',
    );
    keep({ direction: 'inbound', from: CALLER, to: PORTAL, text: 'Thank you!' }, '2026-11-29T14:06:00.000Z');
    // Texts to a phone ending in 555-0199 fail: the carrier does not deliver them.
    const sent = await app.request(`${TELNYX_SANDBOX_MOUNT}/v2/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer KEY-test', 'content-type': 'application/json' },
      body: JSON.stringify({ from: PORTAL, to: '+17375550199', text: 'See you soon.' }),
    });
    expect(sent.status).toBe(200);
    await emulator.delivery.idle();

    const page = await html(thread(CALLER));
    expect(page).toContain('<h1>+1 (737) 555-0118</h1>');
    const [first, second] = page.split('<li class="text ').slice(1);
    expect(first).toMatch(/^to-phone">/);
    expect(first).toContain('Your visit is booked.');
    expect(first).toContain('From +1 (512) 555-0100');
    expect(first).toContain('Nov 29, 2026, 2:05 PM UTC');
    expect(second).toMatch(/^from-phone">/);
    expect(second).toContain('To +1 (512) 555-0100');
    expect(second).toContain('Delivered');
    // The reply goes to the number that last texted this phone.
    expect(page).toMatch(/<option value="\+15125550100"\s+selected>/);
    expect(page).toContain('(no messaging profile)');
    for (const keyword of ['STOP', 'HELP', 'START']) expect(page).toContain(`value="${keyword}" formnovalidate>`);

    const failed = await html(thread('+17375550199'));
    expect(failed).toContain('Not delivered: Undeliverable');
  });

  it('shows the text of a body, never its markup', async () => {
    keep(
      { direction: 'inbound', from: CALLER, to: PORTAL, text: '<script>alert(1)</script> & "hi"' },
      '2026-11-29T14:05:00.000Z',
    );
    const page = await html(thread(CALLER));
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toMatch(/&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;hi&quot;/);
    const listed = await html('/dev/phone');
    expect(listed).not.toContain('<script>alert(1)</script>');
  });

  it('answers 404 for what is not a phone: not a number, or a number of the account', async () => {
    for (const path of ['/dev/phone/hello', '/dev/phone/5125550100', thread(PORTAL)]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<h1>No such phone</h1>');
    }
    expect((await get('/dev/phone/hello.json')).status).toBe(404);
    expect((await reply('hello', { to: PORTAL, text: 'Hi' })).status).toBe(404);
  });

  it('offers the thread as JSON, its version changing when a text arrives', async () => {
    const empty = await json<Thread>(`${thread(CALLER)}.json`);
    expect(empty).toEqual({ phoneNumber: CALLER, version: expect.any(String), texts: [] });
    expect(await html(thread(CALLER))).toContain(`data-version="${empty.version}"`);
    keep({ direction: 'outbound', from: PORTAL, to: CALLER, text: 'Hello' }, '2026-11-29T14:05:00.000Z');
    const one = await json<Thread>(`${thread(CALLER)}.json`);
    expect(one.texts).toMatchObject([{ direction: 'outbound', from: PORTAL, to: CALLER, text: 'Hello' }]);
    expect(one.version).not.toBe(empty.version);
  });
});

describe('replying from the sandbox phone', () => {
  const telnyx = () =>
    new Telnyx({ apiKey: 'KEY-sandbox', publicKey: emulator.publicKey, maxRetries: 0, logLevel: 'off' });

  it("texts the portal number, whose profile's webhook gets a signed message.received, and shows it", async () => {
    const response = await reply(CALLER, { to: PORTAL, text: '  Can I move my visit?  ' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(thread(CALLER));

    const [webhook] = await receiver.atLeast(1);
    const event = (await telnyx().webhooks.unwrap(webhook!.body, { headers: webhook!.headers })) as unknown as {
      data: { event_type: string; payload: { direction: string; text: string; from: { phone_number: string } } };
    };
    expect(event.data.event_type).toBe('message.received');
    expect(event.data.payload).toMatchObject({
      direction: 'inbound',
      text: 'Can I move my visit?',
      from: { phone_number: CALLER },
    });
    await emulator.delivery.idle();
    const shown = await json<Thread>(`${thread(CALLER)}.json`);
    expect(shown.texts).toMatchObject([
      { direction: 'inbound', from: CALLER, to: PORTAL, text: 'Can I move my visit?', status: 'delivered' },
    ]);
    expect(await html(thread(CALLER))).toContain('Portal answered 200');
  });

  it('sends a keyword with its button, whatever the reply box holds', async () => {
    expect((await reply(CALLER, { to: PORTAL, text: '', keyword: 'STOP' })).status).toBe(303);
    await emulator.delivery.idle();
    expect((await json<Thread>(`${thread(CALLER)}.json`)).texts.map((text) => text.text)).toEqual(['STOP']);
  });

  it('shows why a reply was not sent on the page, keeping what was written', async () => {
    const unprofiled = await reply(CALLER, { to: UNPROFILED, text: 'Hello <there>' });
    expect(unprofiled.status).toBe(422);
    const page = await unprofiled.text();
    expect(page).toContain(`${UNPROFILED} is not on a messaging profile, so Telnyx has nowhere to send it.`);
    expect(page).toContain('role="alert"');
    expect(page).toContain('Hello &lt;there&gt;</textarea');
    expect(page).toMatch(/<option value="\+15125550104"\s+selected>/);
    // A page answering a POST does not reload itself (it would post again).
    expect(page).not.toContain('data-poll');

    const stranger = await reply(CALLER, { to: '+19995550100', text: 'Hello' });
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).toContain('+19995550100 is not a number of this sandbox account.');
    const blank = await reply(CALLER, { to: PORTAL, text: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Write a reply, or send a keyword.');
    expect(receiver.received).toEqual([]);
    expect((await json<Thread>(`${thread(CALLER)}.json`)).texts).toEqual([]);
  });

  it("refuses a reply another site's page posts", async () => {
    const response = await reply(CALLER, { to: PORTAL, text: 'Hi' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await json<Thread>(`${thread(CALLER)}.json`)).texts).toEqual([]);
  });
});
