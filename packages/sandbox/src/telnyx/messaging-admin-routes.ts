import { Hono } from 'hono';
import { z } from 'zod';
import type { MessageDelivery } from './message-delivery.ts';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { receiveText, textLogEntry } from './sandbox-phone-texts.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number, like +15125550142');
const inboundText = z.object({ from: e164, to: e164, text: z.string().min(1).max(1600) }).strict();
const settings = z.object({ registrationDelayMs: z.number().int().min(0).max(3_600_000) }).strict();

const refused = (message: string, status: 400 | 404 | 422 = 400) => [{ error: message }, status] as const;

/**
 * The sandbox's own controls, no token needed (this machine only, like every `_admin` route):
 * the public key the webhooks are signed with, the registry's delay, a text from a sandbox phone
 * to a portal number, and each number's texts for the sandbox phone page.
 */
export function messagingAdminRoutes(options: {
  numbers: TelnyxSandboxStore;
  store: TelnyxMessagingStore;
  delivery: MessageDelivery;
  publicKey: string;
}) {
  const { numbers, store, delivery } = options;
  const app = new Hono();

  app.get('/webhook-public-key', (c) => c.json({ publicKey: options.publicKey }));

  app.get('/settings', (c) => c.json({ registrationDelayMs: store.registrationDelayMs }));
  app.put('/settings', async (c) => {
    const parsed = settings.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(...refused(parsed.error.issues.map((issue) => issue.message).join('; ')));
    store.registrationDelayMs = parsed.data.registrationDelayMs;
    return c.json({ registrationDelayMs: store.registrationDelayMs });
  });

  app.post('/inbound-text', async (c) => {
    const parsed = inboundText.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return c.json(...refused(`${issue.path.join('.')} ${issue.message}`));
    }
    const received = receiveText({ numbers, store, delivery }, parsed.data);
    if ('error' in received) return c.json(...refused(received.error, received.status));
    return c.json({ data: received.message }, 202);
  });

  app.get('/texts', (c) => {
    // A '+' left unencoded in a query string arrives as a space.
    const number = c.req.query('number')?.replace(/^ /, '+');
    if (!number || !e164.safeParse(number).success) return c.json(...refused('number must be an E.164 number'));
    return c.json({ data: store.textsOf(number).map((message) => textLogEntry(message, delivery)) });
  });

  return app;
}
