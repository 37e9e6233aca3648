import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createStripeClient } from '../providers/billing/stripe-client.ts';
import { STRIPE_SANDBOX_MOUNT } from '@portal/sandbox/stripe/stripe-emulator';
import { submitHostedForm, TEST_CARD } from '@portal/sandbox/stripe/testing';
import { stripeSignature } from '@portal/sandbox/stripe/webhook-sender';
import type { SignedInUser } from './signed-in-user.ts';
import type { TestApp } from './test-app.ts';

export type SandboxEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
  delivery: { attempts: number; lastStatus: number | null; delivered: boolean } | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Stripe emulator of a listening test app (`listen: true`), driven as a browser, Stripe's
 * dashboard and Stripe's webhooks would: its events reach the app's real webhook route.
 */
export function stripeSandbox(t: TestApp) {
  if (!t.baseUrl) throw new Error('the Stripe sandbox needs a test app that listens');
  const root = `${t.baseUrl}${STRIPE_SANDBOX_MOUNT}`;
  /** A page the emulator linked to by PUBLIC_URL, on the address the test app listens on. */
  const onServer = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${t.baseUrl}${pathname}${search}`;
  };

  async function events(): Promise<SandboxEvent[]> {
    const response = await fetch(`${root}/_admin/events`);
    return ((await response.json()) as { events: SandboxEvent[] }).events;
  }

  /** Every event sent so far, once each has reached the portal (deliveries run in the background). */
  async function delivered(until: (all: SandboxEvent[]) => boolean = () => true) {
    for (let tries = 0; tries < 200; tries++) {
      const all = await events();
      if (all.every((event) => event.delivery?.delivered) && until(all)) return all;
      await sleep(25);
    }
    const pending = (await events()).filter((event) => !event.delivery?.delivered);
    throw new Error(`Stripe events not delivered: ${JSON.stringify(pending.map((e) => [e.type, e.delivery]))}`);
  }

  /** Sends an event again, as Stripe's "Resend" does, and waits for that delivery. */
  async function resend(eventId: string) {
    const attempts = (await events()).find((event) => event.id === eventId)?.delivery?.attempts ?? 0;
    expect((await fetch(`${root}/_admin/events/${eventId}/resend`, { method: 'POST' })).status).toBe(202);
    const all = await delivered((list) => list.some((e) => e.id === eventId && e.delivery!.attempts > attempts));
    return all.find((event) => event.id === eventId)!;
  }

  /** Posts an event to the webhook as Stripe would, signed with the portal's secret unless told. */
  function post(event: object, secret = t.config.stripe.webhookSecret) {
    const body = JSON.stringify(event);
    return t.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, secret) },
      body,
    });
  }

  /** A copy of a sent event under a new id, as another event of Stripe's would be. */
  const copyOf = (event: SandboxEvent, changes: Partial<Omit<SandboxEvent, 'delivery'>> = {}) => {
    const { delivery: _delivery, ...rest } = structuredClone(event);
    return { ...rest, id: `evt_copy_${randomBytes(8).toString('hex')}`, ...changes };
  };

  /** Clicks a button of a hosted page: its form's fields with the button's name and value. */
  async function press(url: string, fields: Record<string, string>) {
    const response = await fetch(onServer(url), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return response;
  }

  /** Starts Checkout through the API and pays on the hosted page with the test card. */
  async function subscribe(user: SignedInUser, plan: 'Pro Plan' | 'Premium Plan') {
    const started = await user.json('/api/billing/checkout', 'POST', { plan });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const paid = await submitHostedForm(onServer(url), { ...TEST_CARD, decision: 'pay' });
    expect(paid.status).toBe(303);
    await delivered();
    return { url, paid };
  }

  const client = () => createStripeClient({ secretKey: 'sk_test_sandbox', baseUrl: root, maxNetworkRetries: 0 });

  return { root, onServer, events, delivered, resend, post, copyOf, press, subscribe, client };
}
