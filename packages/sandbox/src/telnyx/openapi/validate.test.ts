import Telnyx, { APIError } from 'telnyx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator, serveWebhookReceiver } from '../testing.ts';
import {
  telnyxDocumentedOperation,
  telnyxDocumentedOperations,
  telnyxRequestErrors,
  telnyxSchemaErrors,
  telnyxWebhookErrors,
} from './validate.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

/** One request the official client made and the emulator's answer, both as they crossed the wire. */
type Exchange = {
  method: string;
  path: string;
  status: number;
  request: { [field: string]: unknown } | undefined;
  response: unknown;
};

const parsed = (text: string) => (text ? (JSON.parse(text) as unknown) : undefined);

let emulator: Awaited<ReturnType<typeof serveTelnyxEmulator>>;
let receiver: Awaited<ReturnType<typeof serveWebhookReceiver>>;
let telnyx: Telnyx;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  receiver = await serveWebhookReceiver();
  emulator = await serveTelnyxEmulator({ registrationDelayMs: 0, portalWebhook: { url: receiver.url } });
  // The client's own fetch, recording every exchange so each can be held to Telnyx's schemas.
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    exchanges.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      status: response.status,
      request: typeof init?.body === 'string' ? (parsed(init.body) as Exchange['request']) : undefined,
      response: parsed(await response.clone().text()),
    });
    return response;
  };
  telnyx = new Telnyx({
    apiKey: 'KEY-sandbox',
    publicKey: emulator.publicKey,
    baseURL: `${emulator.root}/v2`,
    maxRetries: 0,
    logLevel: 'off',
    fetch: recording,
  });
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});

const refused = (promise: Promise<unknown>) => rejectionOf(promise, APIError);

async function ownedNumber(areaCode: string) {
  const [available] = (
    await telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: areaCode, limit: 1 } })
  ).data!;
  await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: available!.phone_number! }] });
  return emulator.store.findNumber(available!.phone_number!)!;
}

const sandboxTexts = async (number: string) =>
  (
    (await (await fetch(`${emulator.root}/_admin/texts?number=${encodeURIComponent(number)}`)).json()) as {
      data: { text: string }[];
    }
  ).data;

const inboundText = (from: string, to: string, text: string) =>
  fetch(`${emulator.root}/_admin/inbound-text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, to, text }),
  });

/** Every messaging and 10DLC operation the emulator serves, their refusals, and the webhooks of texts. */
async function driveEveryOperation() {
  // Messaging profiles.
  const profile = (
    await telnyx.messagingProfiles.create({
      name: 'Portal',
      whitelisted_destinations: ['US'],
      webhook_url: receiver.url,
    })
  ).data!;
  await refused(telnyx.messagingProfiles.create({ name: 'No destinations' } as never));
  await telnyx.messagingProfiles.update(profile.id!, { name: 'Portal texts', webhook_failover_url: null });
  await telnyx.messagingProfiles.retrieve(profile.id!);
  for await (const listed of telnyx.messagingProfiles.list()) expect(listed.id).toBeTruthy();
  const spare = (await telnyx.messagingProfiles.create({ name: 'Spare', whitelisted_destinations: ['US'] })).data!;
  await telnyx.messagingProfiles.delete(spare.id!);
  await refused(telnyx.messagingProfiles.retrieve(spare.id!));

  // A number on the profile.
  const number = await ownedNumber('512');
  await telnyx.phoneNumbers.messaging.update(number.id, { messaging_profile_id: profile.id });
  await telnyx.phoneNumbers.messaging.retrieve(number.id);
  await refused(telnyx.phoneNumbers.messaging.update(number.id, { messaging_profile_id: 'no-such-profile' }));

  // A business brand, decided on reading; a refused one; one deleted.
  const brand = await telnyx.messaging10dlc.brand.create({
    entityType: 'PRIVATE_PROFIT',
    displayName: 'Bright Smile Dental',
    companyName: 'Bright Smile Dental LLC',
    ein: '123456789',
    email: 'owner@brightsmile.example',
    phone: '+15125550142',
    street: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    website: 'https://brightsmile.example',
    vertical: 'HEALTHCARE',
  });
  await telnyx.messaging10dlc.brand.retrieve(brand.brandId!);
  await refused(
    telnyx.messaging10dlc.brand.create({
      entityType: 'NON_PROFIT',
      displayName: 'Charity',
      email: 'a@b.example',
      country: 'US',
      vertical: 'NGO',
    }),
  );
  await refused(telnyx.messaging10dlc.brand.retrieve('missing'));
  const doomed = await telnyx.messaging10dlc.brand.create({
    entityType: 'PRIVATE_PROFIT',
    displayName: 'Closed',
    companyName: 'Closed LLC',
    email: 'closed@example.com',
    country: 'US',
    vertical: 'RETAIL',
  });
  await telnyx.messaging10dlc.brand.delete(doomed.brandId!);
  await refused(telnyx.messaging10dlc.brand.delete(doomed.brandId!));

  // A Sole Proprietor verified with the PIN texted to its mobile phone.
  const sole = await telnyx.messaging10dlc.brand.create({
    entityType: 'SOLE_PROPRIETOR',
    displayName: "Joe's Plumbing",
    firstName: 'Joe',
    lastName: 'Rivera',
    email: 'joe@plumbing.example',
    mobilePhone: '+15125550151',
    country: 'US',
    vertical: 'CONSTRUCTION',
  });
  await telnyx.messaging10dlc.brand.retrieve(sole.brandId!);
  await refused(telnyx.messaging10dlc.brand.retrieveSMSOtpStatus(sole.brandId!));
  const otp = await telnyx.messaging10dlc.brand.triggerSMSOtp(sole.brandId!, {
    pinSms: 'Your verification PIN is @OTP_PIN@',
    successSms: 'Verified. Thank you!',
  });
  await refused(telnyx.messaging10dlc.brand.triggerSMSOtp(sole.brandId!, { pinSms: 'No pin', successSms: 'Ok' }));
  const pin = /PIN is (\d{6})$/.exec((await sandboxTexts('+15125550151')).at(-1)!.text)![1]!;
  await refused(telnyx.messaging10dlc.brand.verifySMSOtp(sole.brandId!, { otpPin: '000000' }));
  await telnyx.messaging10dlc.brand.verifySMSOtp(sole.brandId!, { otpPin: pin });
  await telnyx.messaging10dlc.brand.retrieveSMSOtpStatus(sole.brandId!);
  await telnyx.messaging10dlc.brand.getSMSOtpByReference(otp.referenceId);
  for await (const listed of telnyx.messaging10dlc.brand.list()) expect(listed.brandId).toBeTruthy();

  // A campaign, provisioned on reading; a refused one.
  const campaign = await telnyx.messaging10dlc.campaignBuilder.submit({
    brandId: brand.brandId!,
    usecase: 'CUSTOMER_CARE',
    description: 'Booking confirmations and replies to callers who asked for a text back.',
    sample1: 'Bright Smile Dental: your visit is booked for Tue 3 PM. Reply STOP to opt out.',
    sample2: 'Bright Smile Dental: sorry we missed your call. How can we help? Reply STOP to opt out.',
    messageFlow: 'Callers give their mobile number on the phone and agree to get texts about their call.',
    helpMessage: 'Bright Smile Dental: call (512) 555-0142 for help. Reply STOP to opt out.',
    optoutMessage: 'Bright Smile Dental: you will get no more texts. Reply START to opt back in.',
    optinKeywords: 'START',
    optoutKeywords: 'STOP,END',
    helpKeywords: 'HELP',
    subscriberOptin: true,
    subscriberOptout: true,
    subscriberHelp: true,
    termsAndConditions: true,
  });
  await refused(
    telnyx.messaging10dlc.campaignBuilder.submit({
      brandId: brand.brandId!,
      usecase: 'CUSTOMER_CARE',
      description: 'No opt-out.',
      sample1: 'Hi',
      subscriberOptin: true,
      subscriberHelp: true,
    }),
  );
  await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId);
  await refused(telnyx.messaging10dlc.campaign.retrieve('missing'));
  for await (const listed of telnyx.messaging10dlc.campaign.list({ brandId: brand.brandId! })) {
    expect(listed.campaignId).toBeTruthy();
  }

  // The number on the campaign, moved, read, listed, and off it again.
  await telnyx.messaging10dlc.phoneNumberCampaigns.create({
    phoneNumber: number.phone_number,
    campaignId: campaign.campaignId,
  });
  await refused(
    telnyx.messaging10dlc.phoneNumberCampaigns.create({
      phoneNumber: number.phone_number,
      campaignId: campaign.campaignId,
    }),
  );
  await telnyx.messaging10dlc.phoneNumberCampaigns.update(number.phone_number, {
    phoneNumber: number.phone_number,
    campaignId: campaign.campaignId,
  });
  await telnyx.messaging10dlc.phoneNumberCampaigns.retrieve(number.phone_number);
  for await (const listed of telnyx.messaging10dlc.phoneNumberCampaigns.list()) expect(listed.phoneNumber).toBeTruthy();
  const other = await ownedNumber('214');
  await telnyx.phoneNumbers.messaging.update(other.id, { messaging_profile_id: profile.id });
  await telnyx.messaging10dlc.phoneNumberCampaigns.create({
    phoneNumber: other.phone_number,
    campaignId: campaign.campaignId,
  });
  await telnyx.messaging10dlc.phoneNumberCampaigns.delete(other.phone_number);
  await refused(telnyx.messaging10dlc.phoneNumberCampaigns.retrieve(other.phone_number));

  // Texts: delivered, undeliverable, received, refused, blocked after STOP.
  const sent = (await telnyx.messages.send({ from: number.phone_number, to: '+15125550177', text: 'Booked.' })).data!;
  await telnyx.messages.send({ from: number.phone_number, to: '+15125550199', text: 'Hello' });
  await emulator.delivery.idle();
  await telnyx.messages.retrieve(sent.id!);
  await refused(telnyx.messages.retrieve('00000000-0000-4000-8000-000000000000'));
  await refused(telnyx.messages.send({ from: number.phone_number, to: '+15125550177' }));
  const unprofiled = await ownedNumber('713');
  await refused(telnyx.messages.send({ from: unprofiled.phone_number, to: '+15125550177', text: 'Hi' }));
  expect((await inboundText('+15125550133', number.phone_number, 'Can I move my visit?')).status).toBe(202);
  expect((await inboundText('+15125550133', number.phone_number, 'STOP')).status).toBe(202);
  const blocked = await refused(telnyx.messages.send({ from: number.phone_number, to: '+15125550133', text: 'Hi' }));
  expect((blocked.error as { errors: { code: string }[] }).errors[0]!.code).toBe('40300');
  await emulator.delivery.idle();
  const received = receiver.received
    .map(({ body }) => JSON.parse(body) as { data: { event_type: string; payload: { id: string } } })
    .find((event) => event.data.event_type === 'message.received')!;
  await telnyx.messages.retrieve(received.data.payload.id);
}

describe("the emulator's answers, against Telnyx's published OpenAPI document", () => {
  beforeAll(driveEveryOperation, 30_000);

  const documented = () => exchanges.filter((exchange) => telnyxDocumentedOperation(exchange.method, exchange.path));

  it('exercised every documented operation, with successes and refusals', () => {
    const seen = new Set(documented().map((exchange) => telnyxDocumentedOperation(exchange.method, exchange.path)));
    expect([...seen].sort()).toEqual(telnyxDocumentedOperations().sort());
    const statuses = new Set(documented().map((exchange) => exchange.status));
    expect([...statuses].sort()).toEqual([200, 204, 400, 404, 422]);
  });

  it('answers every operation with the schema Telnyx documents for its status', () => {
    const faults = documented().flatMap(({ method, path, status, response }) =>
      telnyxSchemaErrors(method, path, status, response).map((error) => `${method} ${path} ${status}: ${error}`),
    );
    expect(faults).toEqual([]);
  });

  it('took only request bodies Telnyx documents, and refused one Telnyx’s schema refuses', () => {
    const accepted = documented().filter((exchange) => exchange.request !== undefined && exchange.status < 300);
    const faults = accepted.flatMap(({ method, path, request }) =>
      telnyxRequestErrors(method, path, request).map((error) => `${method} ${path}: ${error}`),
    );
    expect(faults).toEqual([]);
    const noDestinations = documented().find((exchange) => exchange.request?.name === 'No destinations')!;
    expect(noDestinations.status).toBe(422);
    expect(telnyxRequestErrors('POST', noDestinations.path, noDestinations.request)).toEqual([
      "(body) must have required property 'whitelisted_destinations'",
    ]);
  });

  it('posts message.sent, message.finalized and message.received as Telnyx documents them, signed', async () => {
    const events = await Promise.all(
      receiver.received.map(async ({ body, headers }) => {
        await telnyx.webhooks.unwrap(body, { headers });
        return JSON.parse(body) as { data: { event_type: string } };
      }),
    );
    expect(new Set(events.map((event) => event.data.event_type))).toEqual(
      new Set(['message.sent', 'message.finalized', 'message.received']),
    );
    expect(
      events.flatMap((event) => telnyxWebhookErrors(event).map((error) => `${event.data.event_type}: ${error}`)),
    ).toEqual([]);
  });
});

describe('telnyxSchemaErrors', () => {
  it('names what does not conform: a missing field, a wrong enum, an undocumented field', () => {
    expect(telnyxSchemaErrors('GET', '/v2/10dlc/phone_number_campaigns/+15125550100', 200, { phoneNumber: 1 })).toEqual(
      [
        "(body) must have required property 'campaignId'",
        "(body) must have required property 'createdAt'",
        "(body) must have required property 'updatedAt'",
        '/phoneNumber must be string',
      ],
    );
    expect(
      telnyxSchemaErrors('GET', '/messaging_profiles/{id}', 200, { data: { webhook_api_version: '3', colour: 'red' } }),
    ).toEqual([
      '/data: colour is not a documented property',
      '/data/webhook_api_version must be one of 1, 2, 2010-04-01',
    ]);
    expect(telnyxSchemaErrors('DELETE', '/10dlc/brand/{brandId}', 204, { brandId: 'b' })).toEqual([
      '(body) must be empty',
    ]);
  });

  it('takes an error answer from its class, and refuses what Telnyx does not document', () => {
    expect(telnyxSchemaErrors('POST', '/messages', 429, { errors: [{ code: '10011', title: 'Too many' }] })).toEqual(
      [],
    );
    expect(telnyxSchemaErrors('POST', '/messages', 500, {})).toEqual([
      'Telnyx documents no 500 answer for POST /messages',
    ]);
    expect(() => telnyxSchemaErrors('GET', '/v2/no_such_thing', 200, {})).toThrow(/no path/);
    expect(telnyxDocumentedOperation('GET', '/v2/phone_numbers/123')).toBeUndefined();
  });

  it('holds webhooks to their event: an inbound text is not a delivery update', () => {
    const payload = { direction: 'outbound', to: [{ status: 'webhook_delivered' }] };
    expect(
      telnyxWebhookErrors({ data: { event_type: 'message.received', payload: { direction: 'inbound' } } }),
    ).toEqual([]);
    expect(telnyxWebhookErrors({ data: { event_type: 'message.sent', payload } })).toEqual([
      expect.stringMatching(/^\/data\/payload\/to\/0\/status must be one of queued, /),
    ]);
  });
});
