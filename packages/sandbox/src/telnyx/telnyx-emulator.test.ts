import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from './telnyx-emulator.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe the vendor's JSON
type Answer = { status: number; body: any };

function mounted(dataDir?: string) {
  const app = new Hono().route(TELNYX_SANDBOX_MOUNT, createTelnyxEmulator({ dataDir }).app);
  return async (method: string, path: string, body?: unknown, token: string | null = 'KEY-test'): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`${TELNYX_SANDBOX_MOUNT}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

const numbers = (answer: Answer) => (answer.body.data as { phone_number: string }[]).map((item) => item.phone_number);

let dataDir: string;
let telnyx: ReturnType<typeof mounted>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-telnyx-'));
  telnyx = mounted(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the Telnyx emulator', () => {
  it('answers 401 with the Telnyx error envelope without a bearer token', async () => {
    const answer = await telnyx('GET', '/v2/available_phone_numbers', undefined, null);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]).toMatchObject({ code: '10009', title: 'Authentication failed' });
  });

  it('searches by area code, city and state with both feature encodings', async () => {
    const docsStyle = await telnyx(
      'GET',
      '/v2/available_phone_numbers?filter[country_code]=US&filter[national_destination_code]=512&filter[features][]=voice&filter[limit]=15',
    );
    expect(docsStyle.status).toBe(200);
    expect(docsStyle.body.data).toHaveLength(15);
    expect(numbers(docsStyle).every((number) => /^\+1512555\d{4}$/.test(number))).toBe(true);
    expect(docsStyle.body.data[0]).toMatchObject({
      record_type: 'available_phone_number',
      features: expect.arrayContaining([{ name: 'voice' }]),
      region_information: expect.arrayContaining([{ region_type: 'state', region_name: 'TX' }]),
      cost_information: { upfront_cost: '1.00', monthly_cost: '1.00', currency: 'USD' },
    });
    // The node SDK's qs comma format, brackets percent-encoded.
    const sdkStyle = await telnyx(
      'GET',
      `/v2/available_phone_numbers?${encodeURIComponent('filter[locality]')}=austin&${encodeURIComponent('filter[features]')}=voice%2Cmms`,
    );
    expect(sdkStyle.body.data.length).toBeGreaterThan(0);
    expect(sdkStyle.body.data.every((item: { features: { name: string }[] }) => item.features.length === 3)).toBe(true);
    const state = await telnyx('GET', '/v2/available_phone_numbers?filter[administrative_area]=ny&filter[limit]=100');
    expect(new Set(numbers(state).map((number) => number.slice(2, 5)))).toEqual(new Set(['212', '646', '718']));
    const none = await telnyx('GET', '/v2/available_phone_numbers?filter[locality]=Nowhere');
    expect(none.body).toMatchObject({ data: [], meta: { total_results: 0 } });
  });

  it('refuses an unknown feature, an unknown filter and a bad limit with 400', async () => {
    for (const query of ['filter[features][]=teleport', 'filter[colour]=red', 'filter[limit]=0']) {
      const answer = await telnyx('GET', `/v2/available_phone_numbers?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].code).toBe('10015');
    }
  });

  it('orders a searched number: it leaves the stock and becomes an active owned number', async () => {
    const search = await telnyx('GET', '/v2/available_phone_numbers?filter[national_destination_code]=415');
    const wanted = numbers(search)[0]!;
    const order = await telnyx('POST', '/v2/number_orders', {
      phone_numbers: [{ phone_number: wanted }],
      customer_reference: 'user:1',
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ record_type: 'number_order', status: 'success', phone_numbers_count: 1 });
    expect((await telnyx('GET', `/v2/number_orders/${order.body.data.id}`)).body.data.id).toBe(order.body.data.id);
    expect(
      numbers(await telnyx('GET', '/v2/available_phone_numbers?filter[national_destination_code]=415')),
    ).not.toContain(wanted);

    const owned = await telnyx('GET', `/v2/phone_numbers?filter[phone_number]=${wanted.slice(1)}`);
    expect(owned.body.data).toHaveLength(1);
    const ownedId = owned.body.data[0].id as string;
    expect(ownedId).toMatch(/^\d+$/);
    expect(ownedId).not.toBe(order.body.data.phone_numbers[0].id);
    expect(owned.body.data[0]).toMatchObject({ status: 'active', customer_reference: 'user:1' });

    const again = await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: wanted }] });
    expect(again.status).toBe(422);

    const deleted = await telnyx('DELETE', `/v2/phone_numbers/${ownedId}`);
    expect(deleted.body.data).toMatchObject({ id: ownedId, status: 'deleted' });
    expect((await telnyx('DELETE', `/v2/phone_numbers/${ownedId}`)).status).toBe(404);
  });

  it('validates order bodies: unknown fields and numbers that were never offered', async () => {
    const unknown = await telnyx('POST', '/v2/number_orders', {
      phone_numbers: [{ phone_number: '+15125550100' }],
      x: 1,
    });
    expect(unknown.status).toBe(422);
    const notOffered = await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: '+15125551234' }] });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.errors[0].detail).toMatch(/not available/);
    expect((await telnyx('GET', '/v2/number_orders/missing')).status).toBe(404);
  });

  it('fails on request with the injected status, then recovers', async () => {
    await telnyx('POST', '/_admin/faults', { method: 'POST', path: '/v2/number_orders', status: 500 }, null);
    const failed = await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: '+12065550100' }] });
    expect(failed.status).toBe(500);
    expect(failed.body.errors[0].detail).toBe('Sandbox fault injected');
    const ok = await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: '+12065550100' }] });
    expect(ok.status).toBe(200);
  });

  it('keeps owned numbers in DATA_DIR/sandbox/telnyx.json across restarts', async () => {
    await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: '+13035550100' }] });
    expect(await readFile(join(dataDir, 'sandbox', 'telnyx.json'), 'utf8')).toContain('+13035550100');
    const restarted = mounted(dataDir);
    const owned = await restarted('GET', '/v2/phone_numbers?filter[phone_number]=13035550100');
    expect(owned.body.data).toHaveLength(1);
  });

  it('answers numbers stored before a field existed in the full record', async () => {
    const oldDir = await mkdtemp(join(tmpdir(), 'portal-telnyx-old-'));
    try {
      const stored = { id: '42', record_type: 'phone_number', phone_number: '+17025550100', status: 'active' };
      await mkdir(join(oldDir, 'sandbox'), { recursive: true });
      await writeFile(join(oldDir, 'sandbox', 'telnyx.json'), JSON.stringify({ numbers: { 42: stored }, nextId: 2 }));
      const answer = await mounted(oldDir)('GET', '/v2/phone_numbers/42');
      expect(answer.body.data).toMatchObject({ ...stored, tags: [], deletion_lock_enabled: false, external_pin: null });
      expect((await mounted(oldDir)('GET', '/v2/number_orders')).body.data).toEqual([]);
    } finally {
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});

describe("the Telnyx emulator's filter[phone_number]", () => {
  it('finds nothing for a value with any non-digit, or fewer than three digits', async () => {
    await telnyx('POST', '/v2/number_orders', { phone_numbers: [{ phone_number: '+16175550100' }] });
    const found = async (value: string) =>
      numbers(await telnyx('GET', `/v2/phone_numbers?filter[phone_number]=${value}`));
    expect(await found('16175550100')).toEqual(['+16175550100']);
    // Digits match anywhere in the number.
    expect(await found('6175550')).toEqual(['+16175550100']);
    expect(await found(encodeURIComponent('+16175550100'))).toEqual([]);
    // An unencoded '+' decodes to a space: still not a digit.
    expect(await found('+16175550100')).toEqual([]);
    expect(await found('1-617-555-0100')).toEqual([]);
    expect(await found('61')).toEqual([]);
  });

  it('refuses filters and sorts it does not know, even names every object has', async () => {
    for (const query of ['filter[constructor]=x', 'filter[phone]=1617', 'sort=constructor', 'sort=-phone_number']) {
      const answer = await telnyx('GET', `/v2/phone_numbers?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].code).toBe('10015');
    }
    expect((await telnyx('GET', '/v2/number_orders?filter[toString]=x')).status).toBe(400);
  });
});
