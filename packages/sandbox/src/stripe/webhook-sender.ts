import { createHmac } from 'node:crypto';
import type { StripeEvent } from './records.ts';
import type { StripeSandboxStore } from './stripe-state.ts';

export type WebhookTarget = { url: string; secret: string };

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<payload>" with the endpoint secret>`. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts each event to the endpoint, signed, and tries again after each delay while the endpoint
 * answers other than 2xx (Stripe retries for three days; the sandbox a few times, quickly).
 */
export class WebhookSender {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: StripeSandboxStore,
    private readonly target: WebhookTarget | undefined,
    private readonly retryDelaysMs: number[],
  ) {}

  send(event: StripeEvent) {
    if (!this.target) return;
    const delivery = this.deliver(event, this.target).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every delivery under way has succeeded or used up its retries. */
  async idle() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async deliver(event: StripeEvent, target: WebhookTarget) {
    const payload = JSON.stringify(event, null, 2);
    for (const delay of [0, ...this.retryDelaysMs]) {
      if (delay) await sleep(delay);
      const status = await this.post(payload, target);
      const record = this.store.data.deliveries[event.id];
      if (record) {
        record.attempts += 1;
        record.lastStatus = status;
        record.delivered = status >= 200 && status < 300;
        event.pending_webhooks = record.delivered ? 0 : 1;
        this.store.save();
        if (record.delivered) return;
      }
    }
  }

  private async post(payload: string, target: WebhookTarget): Promise<number> {
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignature(payload, target.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }
}
