import { messageEvent, type MessageError, type MessageEventType, type TelnyxMessage } from './messaging-records.ts';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import type { WebhookSigner } from './webhook-signing.ts';

/**
 * The portal's own messaging webhook: the only address the emulator posts to, reached at
 * `deliverTo` (the server on loopback) whatever public URL the profile names.
 */
export type PortalWebhook = { url: string; deliverTo?: string };

export type DeliveryAttempt = { event: MessageEventType; url: string; status: number | 'refused' };

// Telnyx tries each URL up to three times before the failover URL (docs/vendors.md#telnyx-webhooks).
const ATTEMPTS_PER_URL = 3;
const RETRY_DELAYS_MS = [250, 1000];
// Telnyx wants an answer within 2 s; a development machine compiling on first use may need longer.
const ANSWER_TIMEOUT_MS = 5000;
// A text is sent, then delivered, a moment after the API answers: never before it.
const STEP_DELAY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sameEndpoint = (url: string, allowed: string) => {
  try {
    const [given, ours] = [new URL(url), new URL(allowed)];
    return given.origin === ours.origin && given.pathname === ours.pathname;
  } catch {
    return false;
  }
};

/**
 * Sends the message webhooks, signed as Telnyx signs them, to the message's webhook URL then its
 * failover. Anyone who can reach the emulator can name a webhook URL on a profile, so the emulator
 * posts only to the portal's own webhook, never to an address a request names.
 */
export function createMessageDelivery(store: TelnyxMessagingStore, signer: WebhookSigner, portal?: PortalWebhook) {
  const pending = new Set<Promise<void>>();
  const attempts = new Map<string, DeliveryAttempt[]>();

  const track = (work: () => Promise<void>) => {
    const running = work().finally(() => pending.delete(running));
    pending.add(running);
  };

  const note = (messageId: string, attempt: DeliveryAttempt) =>
    attempts.set(messageId, [...(attempts.get(messageId) ?? []), attempt]);

  async function post(url: string, target: string, type: MessageEventType, message: TelnyxMessage) {
    const event = messageEvent(type, message, url, new Date().toISOString());
    for (let attempt = 1; attempt <= ATTEMPTS_PER_URL; attempt += 1) {
      if (attempt > 1) await sleep(RETRY_DELAYS_MS[attempt - 2]!);
      event.meta.attempt = attempt;
      const body = JSON.stringify(event);
      const status = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'telnyx-webhooks', ...signer.headers(body) },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      })
        .then(async (response) => (await response.body?.cancel(), response.status))
        .catch(() => 0);
      note(message.id, { event: type, url, status });
      if (status >= 200 && status < 300) return true;
    }
    return false;
  }

  async function send(type: MessageEventType, message: TelnyxMessage) {
    for (const url of [message.webhook_url, message.webhook_failover_url]) {
      if (!url) continue;
      if (!portal || !sameEndpoint(url, portal.url)) {
        note(message.id, { event: type, url, status: 'refused' });
        continue;
      }
      if (await post(url, portal.deliverTo ?? url, type, message)) return;
    }
  }

  return {
    /** The webhook attempts made for a message, for the sandbox's text log. */
    attemptsOf: (messageId: string) => attempts.get(messageId) ?? [],

    /** An accepted outbound text: `message.sent`, then `message.finalized` delivered or failed. */
    outbound(message: TelnyxMessage, failure: MessageError | null) {
      track(async () => {
        await sleep(STEP_DELAY_MS);
        const sentAt = new Date().toISOString();
        message.to[0]!.status = 'sent';
        message.sent_at = sentAt;
        store.saveMessage(message);
        await send('message.sent', message);
        await sleep(STEP_DELAY_MS);
        message.to[0]!.status = failure ? 'delivery_failed' : 'delivered';
        message.completed_at = new Date().toISOString();
        message.errors = failure ? [failure] : [];
        store.saveMessage(message);
        await send('message.finalized', message);
      });
    },

    /** A text someone sent to a sandbox number: `message.received`. */
    inbound(message: TelnyxMessage) {
      track(() => send('message.received', message));
    },

    /** Resolves once every webhook under way has been answered or given up. */
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
