import { createHash } from 'node:crypto';
import { readPhoneNumber } from '@portal/shared/phone.plain';
import { Hono, type Context } from 'hono';
import type { MessageDelivery } from './message-delivery.ts';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import {
  notFoundPage,
  PHONE_LIST_JSON,
  PHONE_PAGE,
  phoneCss,
  phoneListPage,
  phoneScript,
  phoneThreadPage,
  threadAddress,
  type PortalNumber,
  type ThreadPage,
} from './sandbox-phone-page.ts';
import { receiveText, textLogEntry } from './sandbox-phone-texts.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

/**
 * Where the sandbox phone is mounted. Everything it answers, its stylesheet and its list as JSON
 * included, is below the mount, where the loopback-only guard the server puts on every mount
 * reaches (a mount at /dev/phone cannot answer /dev/phone.json).
 */
export const SANDBOX_PHONE_MOUNT = PHONE_PAGE;

const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_TEXT = 1600;

const versionOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * The sandbox phone (/dev/phone): the texts the emulated Telnyx account sent and received, a
 * conversation per phone, and a form to text a portal number from that phone (an answer, or a
 * keyword such as STOP), which reaches the portal as Telnyx's signed `message.received` webhook.
 */
export function sandboxPhoneRoutes(options: {
  numbers: TelnyxSandboxStore;
  store: TelnyxMessagingStore;
  delivery: MessageDelivery;
}) {
  const { numbers, store, delivery } = options;
  const app = new Hono();

  const ownNumbers = () => new Set(numbers.listNumbers().map((number) => number.phone_number));
  const conversations = () => {
    const own = ownNumbers();
    return store.conversations((phoneNumber) => own.has(phoneNumber));
  };
  const listAnswer = () => {
    const list = conversations().map(({ phoneNumber, latest }) => ({
      phoneNumber,
      at: latest.received_at,
      latest: textLogEntry(latest, delivery),
    }));
    return { version: versionOf(list), conversations: list };
  };
  const threadAnswer = (phoneNumber: string) => {
    const texts = store.textsOf(phoneNumber).map((message) => textLogEntry(message, delivery));
    return { phoneNumber, version: versionOf(texts), texts };
  };

  /** The phone a thread's address names, or why it names none. */
  const phoneOf = (raw: string): { phoneNumber: string } | { problem: string } => {
    if (!E164.test(raw)) return { problem: `${raw} is not a phone number in E.164 form, like +15125550142.` };
    if (ownNumbers().has(raw)) {
      return {
        problem: `${raw} is a number of the sandbox account, not a phone: its texts are in each phone's thread.`,
      };
    }
    return { phoneNumber: raw };
  };

  const portalNumbersOf = (): PortalNumber[] =>
    numbers
      .listNumbers()
      .map((number) => ({ phoneNumber: number.phone_number, texting: Boolean(number.messaging_profile_id) }))
      .sort((a, b) => a.phoneNumber.localeCompare(b.phoneNumber));

  /** The number that last texted this phone, else the one it last texted, else one that can take a text. */
  const defaultPortalNumber = (phoneNumber: string, portal: PortalNumber[]) => {
    const own = new Set(portal.map((number) => number.phoneNumber));
    const texts = store.textsOf(phoneNumber).reverse();
    const lastSender = texts.find((text) => text.direction === 'outbound' && own.has(text.from.phone_number));
    const lastTexted = texts.find((text) => text.direction === 'inbound' && own.has(text.to[0]!.phone_number));
    return (
      lastSender?.from.phone_number ??
      lastTexted?.to[0]!.phone_number ??
      (portal.find((number) => number.texting) ?? portal[0])?.phoneNumber
    );
  };

  const threadPage = (phoneNumber: string, reply: Partial<Pick<ThreadPage, 'error' | 'draft' | 'selected'>> = {}) => {
    const portalNumbers = portalNumbersOf();
    const { texts, version } = threadAnswer(phoneNumber);
    return phoneThreadPage({
      phoneNumber,
      texts,
      portalNumbers,
      selected: reply.selected ?? defaultPortalNumber(phoneNumber, portalNumbers),
      // A page answering a failed reply is not reloaded: the reload would post the reply again.
      poll: reply.error ? undefined : { url: `${threadAddress(phoneNumber)}.json`, version },
      error: reply.error,
      draft: reply.draft,
    });
  };

  app.get('/phone.css', (c) => c.body(phoneCss, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.get('/phone.js', (c) => c.body(phoneScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  // For tests and scripts: the same list as JSON.
  app.get('/conversations.json', (c) => c.json(listAnswer()));

  app.get('/', (c) => {
    const typed = c.req.query('number');
    if (typed !== undefined) {
      const reading = readPhoneNumber(typed, 'Phone number');
      if (!reading.ok) {
        return c.html(phoneListPage({ conversations: conversations(), error: reading.message, typed }), 400);
      }
      return c.redirect(threadAddress(reading.e164), 303);
    }
    return c.html(
      phoneListPage({
        conversations: conversations(),
        poll: { url: PHONE_LIST_JSON, version: listAnswer().version },
      }),
    );
  });

  app.get('/:number', (c) => {
    const raw = c.req.param('number');
    const json = raw.endsWith('.json');
    const phone = phoneOf(json ? raw.slice(0, -'.json'.length) : raw);
    if ('problem' in phone)
      return json ? c.json({ error: phone.problem }, 404) : c.html(notFoundPage(phone.problem), 404);
    return json ? c.json(threadAnswer(phone.phoneNumber)) : c.html(threadPage(phone.phoneNumber));
  });

  app.post('/:number', async (c) => {
    if (fromAnotherSite(c)) return c.text('The sandbox phone takes replies from its own page only.', 403);
    const phone = phoneOf(c.req.param('number'));
    if ('problem' in phone) return c.html(notFoundPage(phone.problem), 404);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const to = field('to');
    const draft = field('text');
    const text = field('keyword') || draft.trim();
    const refuse = (error: string, status: 400 | 404 | 422) =>
      c.html(threadPage(phone.phoneNumber, { error, draft, selected: to }), status);
    if (!text) return refuse('Write a reply, or send a keyword.', 400);
    if (text.length > MAX_TEXT) return refuse(`A text holds at most ${MAX_TEXT} characters.`, 400);
    if (!E164.test(to)) return refuse('Choose the portal number to text.', 400);
    const received = receiveText({ numbers, store, delivery }, { from: phone.phoneNumber, to, text });
    if ('error' in received) return refuse(received.error, received.status);
    return c.redirect(threadAddress(phone.phoneNumber), 303);
  });

  return app;
}

/** A form posted from another site's page (a browser says so): the sandbox phone is its own page's only. */
const fromAnotherSite = (c: Context) => {
  const site = c.req.header('sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
};
