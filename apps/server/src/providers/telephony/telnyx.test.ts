import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from '../../sandbox/telnyx/telnyx-emulator.ts';
import { TelephonyError, type NumberSearchQuery } from './telephony.ts';
import { createTelnyxTelephony } from './telnyx.ts';

let server: ServerType;
let root: string;

beforeAll(async () => {
  const app = new Hono().route(TELNYX_SANDBOX_MOUNT, createTelnyxEmulator().app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}${TELNYX_SANDBOX_MOUNT}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const telnyx = (apiKey = 'KEY-sandbox') => createTelnyxTelephony({ apiKey, baseURL: `${root}/v2`, timeoutMs: 5000 });
const query = (overrides: Partial<NumberSearchQuery>): NumberSearchQuery => ({
  countryCode: 'US',
  features: ['voice'],
  limit: 15,
  ...overrides,
});

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${root}/_admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TelephonyError);
  return error as TelephonyError;
}

describe('createTelnyxTelephony against the emulator', () => {
  it('searches with the SDK encoding and maps results to our type', async () => {
    const results = await telnyx().searchNumbers(query({ areaCode: '512' }));
    expect(results).toHaveLength(15);
    expect(results[0]).toEqual({
      phoneNumber: '+15125550100',
      locality: 'AUSTIN',
      administrativeArea: 'TX',
      features: ['sms', 'mms', 'voice'],
      monthlyCost: '1.00',
      currency: 'USD',
    });
    const byCityAndState = await telnyx().searchNumbers(query({ locality: 'Seattle', administrativeArea: 'WA' }));
    expect(byCityAndState.every((number) => number.phoneNumber.startsWith('+1206'))).toBe(true);
    expect(await telnyx().searchNumbers(query({ locality: 'Austin', administrativeArea: 'NY' }))).toEqual([]);
  });

  it('orders a number and returns the owned phone-number id, which release accepts', async () => {
    const [available] = await telnyx().searchNumbers(query({ areaCode: '305', limit: 1 }));
    const order = await telnyx().orderNumber(available!.phoneNumber, 'user:abc');
    expect(order.status).toBe('success');
    expect(order.phoneNumberId).toMatch(/^\d+$/);
    expect(await telnyx().findOwnedNumber(available!.phoneNumber)).toEqual({
      id: order.phoneNumberId,
      phoneNumber: available!.phoneNumber,
      status: 'active',
    });
    await telnyx().releaseNumber(order.phoneNumberId!);
    expect(await telnyx().findOwnedNumber(available!.phoneNumber)).toBeNull();
    // Releasing again is not an error: the number is already gone.
    await telnyx().releaseNumber(order.phoneNumberId!);
  });

  it("carries Telnyx's own explanation when an order is refused", async () => {
    const error = await failure(telnyx().orderNumber('+15125559999'));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Telnyx number order: Phone number +15125559999 is not available for purchase.');
  });

  it('does not retry an order that failed on the server (it may have gone through)', async () => {
    await fault({ method: 'POST', path: '/v2/number_orders', status: 503, times: 1 });
    const error = await failure(telnyx().orderNumber('+14155550104'));
    expect(error.status).toBe(503);
    expect(await telnyx().findOwnedNumber('+14155550104')).toBeNull();
  });

  it('reports an unreachable provider with status 0', async () => {
    const offline = createTelnyxTelephony({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v2', timeoutMs: 1000 });
    expect((await failure(offline.searchNumbers(query({ areaCode: '512' })))).status).toBe(0);
  });
});
