import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createStripeEmulator, STRIPE_SANDBOX_MOUNT } from '@portal/sandbox/stripe/stripe-emulator';

const KEY = { authorization: 'Bearer sk_test_sandbox' };
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { ...KEY, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe('the Stripe emulator in the server', () => {
  it('answers under /sandbox/stripe on this machine only while STRIPE_SECRET_KEY is unset', async () => {
    const t = await createTestApp();
    try {
      const local = await t.request(`${STRIPE_SANDBOX_MOUNT}/v1/prices`, { headers: KEY }, { ip: '127.0.0.1' });
      expect(local.status).toBe(200);
      expect(local.headers.get('request-id')).toMatch(/^req_/);
      const remote = await t.request(`${STRIPE_SANDBOX_MOUNT}/v1/prices`, { headers: KEY }, { ip: '203.0.113.9' });
      expect(remote.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is not there once real Stripe is configured', async () => {
    const t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_real',
        STRIPE_WEBHOOK_SECRET: 'whsec_real',
        STRIPE_PRICE_PRO: 'price_pro',
        STRIPE_PRICE_PREMIUM: 'price_premium',
      },
    });
    try {
      const response = await t.request(`${STRIPE_SANDBOX_MOUNT}/v1/prices`, { headers: KEY }, { ip: '127.0.0.1' });
      expect(response.headers.get('content-type')).not.toMatch(/json/);
    } finally {
      await t.close();
    }
  });

  it('keeps its objects in DATA_DIR across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stripe-sandbox-'));
    try {
      const options = { dataDir, publicBaseUrl: `http://localhost:3000${STRIPE_SANDBOX_MOUNT}` };
      const first = createStripeEmulator(options);
      const created = (await (
        await first.app.request('/v1/customers', form({ email: 'kept@example.com' }))
      ).json()) as { id: string };
      const second = createStripeEmulator(options);
      const again = await second.app.request(`/v1/customers/${created.id}`, { headers: KEY });
      expect(await again.json()).toMatchObject({ id: created.id, email: 'kept@example.com' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a live key and a JSON body, as Stripe takes form-encoded requests', async () => {
    const emulator = createStripeEmulator({ publicBaseUrl: `http://localhost:3000${STRIPE_SANDBOX_MOUNT}` });
    const live = await emulator.app.request('/v1/customers', { headers: { authorization: 'Bearer sk_live_abc' } });
    expect(live.status).toBe(401);
    const json = await emulator.app.request('/v1/customers', {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
