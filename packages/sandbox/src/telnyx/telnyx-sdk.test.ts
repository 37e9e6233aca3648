import { APIError, BadRequestError, NotFoundError, UnprocessableEntityError } from 'telnyx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator } from './testing.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

type Emulator = Awaited<ReturnType<typeof serveTelnyxEmulator>>;
type TelnyxErrorBody = { errors: { code: string; title: string; detail: string }[] };

let emulator: Emulator;
let telnyx: ReturnType<Emulator['client']>;

beforeAll(async () => {
  emulator = await serveTelnyxEmulator();
  telnyx = emulator.client();
});
afterAll(() => emulator.close());

/** The client's error for a refused call, with Telnyx's envelope. */
const refusal = async (promise: Promise<unknown>) =>
  (await rejectionOf(promise, APIError)) as APIError & { error: TelnyxErrorBody };

const lastRequest = () => new URL(emulator.requests.at(-1)!);

async function buy(phoneNumber: string, customerReference?: string) {
  const order = await telnyx.numberOrders.create({
    phone_numbers: [{ phone_number: phoneNumber }],
    customer_reference: customerReference,
  });
  const [owned] = (await telnyx.phoneNumbers.list({ filter: { phone_number: phoneNumber.slice(1) } })).data;
  return { order: order.data!, owned: owned! };
}

describe('available phone numbers through the official client', () => {
  it("sends features comma-separated, which the emulator reads as the docs' array style does", async () => {
    const answer = await telnyx.availablePhoneNumbers.list({
      filter: { country_code: 'US', national_destination_code: '512', features: ['voice', 'mms'], limit: 5 },
    });
    expect(lastRequest().searchParams.get('filter[features]')).toBe('voice,mms');
    expect(answer.data).toHaveLength(5);
    expect(answer.meta).toEqual({ total_results: 5, best_effort_results: 0 });
    expect(answer.data!.every((number) => number.features!.some((feature) => feature.name === 'mms'))).toBe(true);

    const docsStyle = await fetch(
      `${emulator.root}/v2/available_phone_numbers?filter[national_destination_code]=512` +
        '&filter[features][]=voice&filter[features][]=mms&filter[limit]=5',
      { headers: { authorization: 'Bearer KEY-sandbox' } },
    );
    const docsNumbers = ((await docsStyle.json()) as { data: { phone_number: string }[] }).data;
    expect(docsNumbers.map((number) => number.phone_number)).toEqual(answer.data!.map((number) => number.phone_number));
  });

  it('leaves the area code out of a number pattern when the search names one', async () => {
    const search = (phoneNumber: { contains?: string; ends_with?: string }, ndc?: string) =>
      telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: ndc, phone_number: phoneNumber } });
    expect((await search({ contains: '512' }, '512')).data).toEqual([]);
    expect((await search({ ends_with: '0104' }, '512')).data!.map((number) => number.phone_number)).toEqual([
      '+15125550104',
    ]);
    expect((await search({ contains: '5125550' })).data!.length).toBeGreaterThan(0);
  });

  it('refuses an unknown feature with 400 and code 10015', async () => {
    const error = await refusal(telnyx.availablePhoneNumbers.list({ filter: { features: ['teleport' as 'voice'] } }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.error.errors[0]).toMatchObject({ code: '10015', title: 'Bad Request' });
  });
});

describe('number orders through the official client', () => {
  it('creates, retrieves, lists by its filters and updates an order', async () => {
    const { order } = await buy('+12145550100', 'sdk:orders');
    expect(order).toMatchObject({ record_type: 'number_order', status: 'success', phone_numbers_count: 1 });
    expect(order.phone_numbers![0]).toMatchObject({ record_type: 'number_order_phone_number', status: 'success' });
    expect((await telnyx.numberOrders.retrieve(order.id!)).data).toEqual(order);

    const listed = await telnyx.numberOrders.list({ filter: { customer_reference: 'sdk:orders' } });
    expect(listed.data.map((item) => item.id)).toEqual([order.id]);
    // A list shows each ordered number by its id and number only.
    expect(listed.data[0]!.phone_numbers).toEqual([{ id: order.phone_numbers![0]!.id, phone_number: '+12145550100' }]);
    expect(listed.meta).toMatchObject({ page_number: 1, total_pages: 1 });
    const filtered = await telnyx.numberOrders.list({
      filter: { status: 'success', phone_numbers_count: '1', requirements_met: true },
    });
    expect(filtered.data.map((item) => item.id)).toContain(order.id);
    const later = await telnyx.numberOrders.list({ filter: { created_at: { gt: '2999-01-01T00:00:00Z' } } });
    expect(later.data).toEqual([]);

    const updated = await telnyx.numberOrders.update(order.id!, { customer_reference: 'sdk:renamed' });
    expect(updated.data?.customer_reference).toBe('sdk:renamed');
    expect((await telnyx.numberOrders.retrieve(order.id!)).data?.customer_reference).toBe('sdk:renamed');
  });

  it('lists newest first and follows the pages', async () => {
    const first = (await buy('+12145550104')).order;
    const second = (await buy('+12145550108')).order;
    const page = await telnyx.numberOrders.list({ 'page[size]': 1 });
    expect(page.data.map((item) => item.id)).toEqual([second.id]);
    expect(page.meta.total_pages).toBeGreaterThanOrEqual(2);
    const all: string[] = [];
    for await (const item of telnyx.numberOrders.list({ 'page[size]': 1 })) all.push(item.id!);
    expect(all.indexOf(second.id!)).toBeLessThan(all.indexOf(first.id!));
    expect(new Set(all).size).toBe(all.length);
  });

  it('answers 404 with code 10005 for an unknown order, 422 for refused bodies', async () => {
    const missing = await refusal(telnyx.numberOrders.retrieve('d3c4f1d0-0000-4000-8000-000000000000'));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.error.errors[0]).toMatchObject({ code: '10005', title: 'Resource not found' });
    expect(await refusal(telnyx.numberOrders.update('missing', { customer_reference: 'x' }))).toBeInstanceOf(
      NotFoundError,
    );

    const twice = await refusal(
      telnyx.numberOrders.create({
        phone_numbers: [{ phone_number: '+17135550100' }, { phone_number: '+17135550100' }],
      }),
    );
    expect(twice).toBeInstanceOf(UnprocessableEntityError);
    expect(twice.error.errors[0]!.detail).toMatch(/twice/);
    const { order } = await buy('+17135550104');
    const requirement = telnyx.numberOrders.update(order.id!, {
      regulatory_requirements: [{ requirement_id: 'r1', field_value: 'v' }],
    });
    expect(await refusal(requirement)).toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('phone numbers through the official client', () => {
  it('finds a number by its digits and never by a value with a "+"', async () => {
    const { owned } = await buy('+12105550100', 'sdk:numbers');
    expect(owned).toMatchObject({ phone_number: '+12105550100', status: 'active', customer_reference: 'sdk:numbers' });
    expect(lastRequest().searchParams.get('filter[phone_number]')).toBe('12105550100');

    const plus = await telnyx.phoneNumbers.list({ filter: { phone_number: '+12105550100' } });
    expect(lastRequest().searchParams.get('filter[phone_number]')).toBe('+12105550100');
    expect(plus.data).toEqual([]);
    expect(plus.meta).toMatchObject({ page_number: 1, total_pages: 1 });
    // Digits match anywhere in the number.
    const partial = await telnyx.phoneNumbers.list({ filter: { phone_number: '2105550' } });
    expect(partial.data.map((number) => number.id)).toEqual([owned.id]);
  });

  it('retrieves the full record the client types, and updates its settings', async () => {
    const { owned } = await buy('+12125550100');
    const retrieved = (await telnyx.phoneNumbers.retrieve(owned.id)).data!;
    expect(retrieved).toEqual(owned);
    expect(retrieved).toMatchObject({
      record_type: 'phone_number',
      country_iso_alpha2: 'US',
      phone_number_type: 'local',
      deletion_lock_enabled: false,
      external_pin: null,
      tags: [],
      source_type: 'number_order',
    });
    expect(retrieved.id).toMatch(/^\d+$/);

    const updated = await telnyx.phoneNumbers.update(owned.id, { tags: ['front-desk'], customer_reference: 'user:1' });
    expect(updated.data).toMatchObject({ tags: ['front-desk'], customer_reference: 'user:1' });
    const byTag = await telnyx.phoneNumbers.list({ filter: { tag: 'front-desk' } });
    expect(byTag.data.map((number) => number.id)).toEqual([owned.id]);
    const unknownField = telnyx.phoneNumbers.update(owned.id, { colour: 'red' } as never);
    expect(await refusal(unknownField)).toBeInstanceOf(UnprocessableEntityError);
    expect(await refusal(telnyx.phoneNumbers.update('1', { tags: [] }))).toBeInstanceOf(NotFoundError);
  });

  it('lists newest first unless sorted, pages through everything, and refuses what it does not know', async () => {
    await buy('+16465550100');
    await buy('+16465550104');
    const newest = await telnyx.phoneNumbers.list({ 'page[size]': 2 });
    expect(newest.data.map((number) => number.phone_number)).toEqual(['+16465550104', '+16465550100']);
    const sorted = await telnyx.phoneNumbers.list({ sort: 'phone_number', filter: { phone_number: '646555' } });
    expect(sorted.data.map((number) => number.phone_number)).toEqual(['+16465550100', '+16465550104']);

    const all: string[] = [];
    for await (const number of telnyx.phoneNumbers.list({ 'page[size]': 1 })) all.push(number.phone_number);
    expect(all).toHaveLength((await telnyx.phoneNumbers.list({ 'page[size]': 250 })).data.length);
    expect(all.length).toBeGreaterThan(2);

    const unknownFilter = telnyx.phoneNumbers.list({ filter: { colour: 'red' } as never });
    expect(await refusal(unknownFilter)).toBeInstanceOf(BadRequestError);
    expect(await refusal(telnyx.phoneNumbers.list({ sort: 'colour' as never }))).toBeInstanceOf(BadRequestError);
    expect(await refusal(telnyx.phoneNumbers.list({ 'page[size]': 251 }))).toBeInstanceOf(BadRequestError);
  });

  it('deletes a number: answered as deleted, then gone, and back in stock', async () => {
    const { owned } = await buy('+17185550100');
    const deleted = await telnyx.phoneNumbers.delete(owned.id);
    expect(deleted.data).toMatchObject({ id: owned.id, phone_number: '+17185550100', status: 'deleted' });

    const retrieved = await refusal(telnyx.phoneNumbers.retrieve(owned.id));
    expect(retrieved).toBeInstanceOf(NotFoundError);
    expect(retrieved.error.errors[0]!.code).toBe('10005');
    expect(await refusal(telnyx.phoneNumbers.delete(owned.id))).toBeInstanceOf(NotFoundError);
    expect((await telnyx.phoneNumbers.list({ filter: { phone_number: '17185550100' } })).data).toEqual([]);
    const stock = await telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: '718', limit: 100 } });
    expect(stock.data!.map((number) => number.phone_number)).toContain('+17185550100');
  });
});
