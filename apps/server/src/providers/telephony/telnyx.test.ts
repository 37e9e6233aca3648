import { NotFoundError } from 'telnyx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator } from '@portal/sandbox/telnyx/testing';
import { TelephonyError, type NumberSearchQuery } from './telephony.ts';
import { createTelnyxTelephony } from './telnyx.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

let emulator: Awaited<ReturnType<typeof serveTelnyxEmulator>>;
let root: string;

beforeAll(async () => {
  emulator = await serveTelnyxEmulator();
  root = emulator.root;
});
afterAll(() => emulator.close());

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

const failure = (promise: Promise<unknown>) => rejectionOf(promise, TelephonyError);

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

  it('buys, finds and releases a number end to end: afterwards Telnyx no longer has it', async () => {
    const [available] = await telnyx().searchNumbers(query({ areaCode: '305', limit: 1 }));
    const phoneNumber = available!.phoneNumber;
    const order = await telnyx().orderNumber(phoneNumber, 'user:abc');
    expect(order.status).toBe('success');
    expect(order.phoneNumberId).toMatch(/^\d+$/);
    expect(await telnyx().findOwnedNumber(phoneNumber)).toEqual({
      id: order.phoneNumberId,
      phoneNumber,
      status: 'active',
    });

    await telnyx().releaseNumber(order.phoneNumberId!);
    expect(await telnyx().findOwnedNumber(phoneNumber)).toBeNull();
    const sdk = emulator.client();
    await expect(sdk.phoneNumbers.retrieve(order.phoneNumberId!)).rejects.toBeInstanceOf(NotFoundError);
    const stock = await telnyx().searchNumbers(query({ areaCode: '305', limit: 100 }));
    expect(stock.map((number) => number.phoneNumber)).toContain(phoneNumber);
    // Releasing again is not an error: the number is already gone.
    await telnyx().releaseNumber(order.phoneNumberId!);
  });

  it("looks a number up by its digits alone, as Telnyx's filter requires", async () => {
    const order = await telnyx().orderNumber('+14045550100');
    const lookups = emulator.requests.filter((url) => new URL(url).pathname.endsWith('/v2/phone_numbers'));
    expect(new URL(lookups.at(-1)!).searchParams.get('filter[phone_number]')).toBe('14045550100');
    expect(order.phoneNumberId).not.toBeNull();
  });

  it('takes only the exact number, not longer ones that contain its digits, even past the first page', async () => {
    const order = await telnyx().orderNumber('+16025550100');
    // Numbers bought later, each holding the digits 16025550100, push ours off the first page of 20.
    const longer = Array.from({ length: 25 }, (_unused, index) => ({
      phoneNumber: `+44${'16025550100'}${String(index).padStart(2, '0')}`,
      bundleId: null,
    }));
    const planted = { connectionId: null, messagingProfileId: null, billingGroupId: null, customerReference: null };
    emulator.store.placeOrder({ phoneNumbers: longer, ...planted });
    expect(await telnyx().findOwnedNumber('+16025550100')).toMatchObject({ id: order.phoneNumberId });
    await telnyx().releaseNumber(order.phoneNumberId!);
    expect(await telnyx().findOwnedNumber('+16025550100')).toBeNull();
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

  /** A client whose first number order is lost on the way: before Telnyx sees it, or after. */
  const losingFirstOrder = (when: 'before' | 'after') => {
    let lost = false;
    const lossy: typeof fetch = async (input, init) => {
      const isOrder =
        init?.method === 'POST' && String(input instanceof Request ? input.url : input).endsWith('/number_orders');
      if (!isOrder || lost) return fetch(input, init);
      lost = true;
      if (when === 'after') await fetch(input, init);
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      });
    };
    return createTelnyxTelephony({ apiKey: 'KEY-sandbox', baseURL: `${root}/v2`, timeoutMs: 5000, fetch: lossy });
  };

  it('takes up an order whose answer was lost after it landed, without ordering again', async () => {
    const [available] = await telnyx().searchNumbers(query({ areaCode: '212', limit: 1 }));
    const placed = await losingFirstOrder('after').orderNumber(available!.phoneNumber, 'user:lost-answer');
    const owned = await telnyx().findOwnedNumber(available!.phoneNumber);
    expect(placed).toMatchObject({ status: 'success', phoneNumberId: owned?.id });
    const orders = await fetch(`${root}/v2/number_orders?filter[customer_reference]=user:lost-answer`, {
      headers: { authorization: 'Bearer KEY-sandbox' },
    });
    expect(((await orders.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('places an order again when the first never reached Telnyx', async () => {
    const [available] = await telnyx().searchNumbers(query({ areaCode: '718', limit: 1 }));
    const placed = await losingFirstOrder('before').orderNumber(available!.phoneNumber, 'user:lost-request');
    expect(placed.status).toBe('success');
    expect((await telnyx().findOwnedNumber(available!.phoneNumber))?.id).toBe(placed.phoneNumberId);
  });

  it('reports an unreachable provider with status 0', async () => {
    const offline = createTelnyxTelephony({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v2', timeoutMs: 1000 });
    expect((await failure(offline.searchNumbers(query({ areaCode: '512' })))).status).toBe(0);
  });
});
