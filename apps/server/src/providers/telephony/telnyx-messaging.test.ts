import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator, serveWebhookReceiver } from '@portal/sandbox/telnyx/testing';
import { MessagingError, WebhookVerificationError, type BrandInput, type CampaignInput } from './messaging.ts';
import { createTelnyxMessaging } from './telnyx-messaging.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

let receiver: Awaited<ReturnType<typeof serveWebhookReceiver>>;
let emulator: Awaited<ReturnType<typeof serveTelnyxEmulator>>;

beforeAll(async () => {
  receiver = await serveWebhookReceiver();
  emulator = await serveTelnyxEmulator({ registrationDelayMs: 0, portalWebhook: { url: receiver.url } });
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
beforeEach(async () => {
  await emulator.delivery.idle();
  receiver.received.length = 0;
  emulator.messaging.registrationDelayMs = 0;
});

const messaging = (publicKey: string | null = emulator.publicKey) =>
  createTelnyxMessaging({ apiKey: 'KEY-sandbox', baseURL: `${emulator.root}/v2`, timeoutMs: 5000 }, publicKey);

const business = (overrides: Partial<BrandInput> = {}): BrandInput => ({
  entityType: 'PRIVATE_PROFIT',
  displayName: 'Bright Smile Dental',
  companyName: 'Bright Smile Dental LLC',
  ein: '12-3456789',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'owner@brightsmile.example',
  phone: '+15125550142',
  mobilePhone: null,
  street: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  website: null,
  vertical: 'HEALTHCARE',
  ...overrides,
});

const campaign = (brandId: string, overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  brandId,
  usecase: 'CUSTOMER_CARE',
  description: 'Booking confirmations, missed-call text-backs and urgent alerts to the owner.',
  sample1: 'Bright Smile Dental: your visit is booked for Tue 3 PM. Reply STOP to opt out.',
  sample2: 'Bright Smile Dental: sorry we missed your call. Reply STOP to opt out.',
  messageFlow: 'Callers agree on the phone to get a text about their call.',
  helpMessage: 'Bright Smile Dental: call (512) 555-0142 for help.',
  optoutMessage: 'Bright Smile Dental: you will get no more texts.',
  optinMessage: 'Bright Smile Dental: you will get texts about your visits. Reply STOP to opt out.',
  optinKeywords: ['start'],
  optoutKeywords: ['stop', 'end'],
  helpKeywords: ['help'],
  ...overrides,
});

async function ownedNumber(areaCode: string) {
  const telnyx = emulator.client();
  const [available] = (
    await telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: areaCode, limit: 1 } })
  ).data!;
  await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: available!.phone_number! }] });
  return available!.phone_number!;
}

/** A number on the portal's profile, assigned to an approved campaign. */
async function readyNumber(areaCode: string) {
  const provider = messaging();
  const profile = await provider.createMessagingProfile({ name: 'Portal', webhookUrl: receiver.url });
  const brand = await provider.createBrand(business());
  const approved = await provider.createCampaign(campaign(brand.id));
  const phoneNumber = await ownedNumber(areaCode);
  await provider.assignNumber({ phoneNumber, campaignId: approved.id, messagingProfileId: profile.id });
  return { provider, profile, phoneNumber };
}

describe('createTelnyxMessaging against the emulator', () => {
  it('makes a messaging profile for US texts with v2 webhooks to the given URL', async () => {
    const { id } = await messaging().createMessagingProfile({ name: 'Portal', webhookUrl: receiver.url });
    const profile = emulator.messaging.getProfile(id);
    expect(profile).toMatchObject({
      name: 'Portal',
      whitelisted_destinations: ['US'],
      webhook_url: receiver.url,
      webhook_api_version: '2',
    });
  });

  it('registers a brand as pending, then reads it approved', async () => {
    emulator.messaging.registrationDelayMs = 60_000;
    const created = await messaging().createBrand(business());
    expect(created).toEqual({ id: expect.any(String), status: 'pending', reason: null });
    expect(emulator.messaging.getBrand(created.id)).toMatchObject({
      ein: '123456789',
      companyName: 'Bright Smile Dental LLC',
    });
    emulator.messaging.registrationDelayMs = 0;
    expect(await messaging().getBrand(created.id)).toEqual({ id: created.id, status: 'approved', reason: null });
  });

  it("reads a rejected brand with the registry's reason", async () => {
    const created = await messaging().createBrand(business({ displayName: 'REJECT Dental' }));
    const brand = await messaging().getBrand(created.id);
    expect(brand.status).toBe('rejected');
    expect(brand.reason).toMatch(/^TAX_ID: /);
  });

  it('verifies a sole proprietor with the PIN texted to its mobile phone', async () => {
    const provider = messaging();
    const sole = business({ entityType: 'SOLE_PROPRIETOR', ein: null, mobilePhone: '+15125550161' });
    const brand = await provider.createBrand(sole);
    expect(emulator.messaging.getBrand(brand.id)?.companyName).toBeUndefined();
    expect((await provider.getBrand(brand.id)).status).toBe('pending');
    await provider.sendBrandPin(brand.id, { pin: 'Your Bright Smile verification PIN: {pin}', verified: 'Verified.' });
    const pinText = emulator.messaging.textsOf('+15125550161').at(-1)!.text;
    const pin = /PIN: (\d{6})$/.exec(pinText)![1]!;
    const wrong = await rejectionOf(provider.verifyBrandPin(brand.id, '000000'), MessagingError);
    expect(wrong.status).toBe(422);
    await provider.verifyBrandPin(brand.id, pin);
    expect((await provider.getBrand(brand.id)).status).toBe('approved');
  });

  it('submits a campaign through the campaign builder and reads it approved, or rejected with a reason', async () => {
    const provider = messaging();
    const brand = await provider.createBrand(business());
    emulator.messaging.registrationDelayMs = 60_000;
    const refused = await rejectionOf(provider.createCampaign(campaign(brand.id)), MessagingError);
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.detail).toMatch(/not verified yet/);
    emulator.messaging.registrationDelayMs = 0;
    await provider.getBrand(brand.id);
    emulator.messaging.registrationDelayMs = 60_000;
    const submitted = await provider.createCampaign(campaign(brand.id, { referenceId: 'campaign:1' }));
    expect(submitted).toEqual({ id: expect.any(String), status: 'pending', reason: null });
    expect(emulator.messaging.getCampaign(submitted.id)).toMatchObject({
      optoutKeywords: 'STOP,END',
      subscriberOptin: true,
      subscriberOptout: true,
      subscriberHelp: true,
    });
    emulator.messaging.registrationDelayMs = 0;
    expect(await provider.getCampaign(submitted.id)).toEqual({ id: submitted.id, status: 'approved', reason: null });
    const rejected = await provider.createCampaign(campaign(brand.id, { description: 'REJECT these texts' }));
    expect(await provider.getCampaign(rejected.id)).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/opt out/),
    });
  });

  it('adopts a campaign whose submission answer was lost, by its reference, instead of paying twice', async () => {
    const brand = await messaging().createBrand(business());
    await messaging().getBrand(brand.id);
    let lost = false;
    const lossy: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (lost || !url.endsWith('/10dlc/campaignBuilder')) return fetch(input, init);
      lost = true;
      await fetch(input, init);
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      });
    };
    const provider = createTelnyxMessaging(
      { apiKey: 'KEY-sandbox', baseURL: `${emulator.root}/v2`, timeoutMs: 5000, fetch: lossy },
      emulator.publicKey,
    );
    const adopted = await provider.createCampaign(campaign(brand.id, { referenceId: 'campaign:lost' }));
    expect(adopted.status).toBe('approved');
    expect(emulator.messaging.listCampaigns(brand.id)).toHaveLength(1);
  });

  it('puts a number on the profile and assigns it to the campaign, and again without harm', async () => {
    const provider = messaging();
    const profile = await provider.createMessagingProfile({ name: 'Portal', webhookUrl: receiver.url });
    const brand = await provider.createBrand(business());
    const approved = await provider.createCampaign(campaign(brand.id));
    expect((await provider.getCampaign(approved.id)).status).toBe('approved');
    const phoneNumber = await ownedNumber('415');
    emulator.messaging.registrationDelayMs = 60_000;
    const input = { phoneNumber, campaignId: approved.id, messagingProfileId: profile.id };
    expect(await provider.assignNumber(input)).toEqual({
      phoneNumber,
      campaignId: approved.id,
      status: 'pending',
      reason: null,
    });
    expect(emulator.store.findNumber(phoneNumber)?.messaging_profile_id).toBe(profile.id);
    emulator.messaging.registrationDelayMs = 0;
    expect(await provider.assignNumber(input)).toMatchObject({ status: 'assigned' });
    expect(await provider.getAssignment(phoneNumber)).toMatchObject({ campaignId: approved.id, status: 'assigned' });
    expect(await provider.getAssignment('+15125550100')).toBeNull();
    const unknown = await rejectionOf(provider.assignNumber({ ...input, phoneNumber: '+19995550100' }), MessagingError);
    expect(unknown.status).toBe(404);
  });

  it('sends a text answered queued, and reads its verified webhooks', async () => {
    const { provider, profile, phoneNumber } = await readyNumber('512');
    const sent = await provider.sendText({
      from: phoneNumber,
      to: '+15125550177',
      text: 'Your visit is booked.',
      messagingProfileId: profile.id,
    });
    expect(sent).toEqual({ id: expect.any(String), status: 'queued' });
    const [first, second] = await receiver.atLeast(2);
    const sentEvent = await provider.readWebhook(first!.body, first!.headers);
    expect(sentEvent).toMatchObject({ type: 'message.sent', payload: { id: sent.id, status: 'sent' } });
    const finalized = await provider.readWebhook(second!.body, second!.headers);
    expect(finalized).toEqual({
      id: expect.any(String),
      type: 'message.finalized',
      occurredAt: expect.any(String),
      payload: {
        id: sent.id,
        direction: 'outbound',
        from: phoneNumber,
        to: '+15125550177',
        text: 'Your visit is booked.',
        status: 'delivered',
        error: null,
        messagingProfileId: profile.id,
      },
    });
  });

  it("reads a failed delivery's error, and a text a caller sent in", async () => {
    const { provider, profile, phoneNumber } = await readyNumber('305');
    await provider.sendText({ from: phoneNumber, to: '+15125550199', text: 'Hello', messagingProfileId: profile.id });
    const [, finalized] = await receiver.atLeast(2);
    const failed = await provider.readWebhook(finalized!.body, finalized!.headers);
    expect(failed.payload).toMatchObject({
      status: 'delivery_failed',
      error: { code: '40008', title: 'Undeliverable' },
    });

    receiver.received.length = 0;
    await fetch(`${emulator.root}/_admin/inbound-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '+15125550123', to: phoneNumber, text: 'STOP' }),
    });
    const [inbound] = await receiver.atLeast(1);
    expect(await provider.readWebhook(inbound!.body, inbound!.headers)).toMatchObject({
      type: 'message.received',
      payload: { direction: 'inbound', from: '+15125550123', to: phoneNumber, text: 'STOP' },
    });
  });

  it('refuses a forged or stale webhook, and any webhook without a public key', async () => {
    const { provider, profile, phoneNumber } = await readyNumber('212');
    await provider.sendText({ from: phoneNumber, to: '+15125550177', text: 'Hi', messagingProfileId: profile.id });
    const [event] = await receiver.atLeast(1);
    const forged = event!.body.replace('"Hi"', '"Pay here"');
    const refusal = (promise: Promise<unknown>) => rejectionOf(promise, WebhookVerificationError);
    expect((await refusal(provider.readWebhook(forged, event!.headers))).message).toMatch(/signature/);
    const stale = { ...event!.headers, 'telnyx-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect((await refusal(provider.readWebhook(event!.body, stale))).message).toMatch(/too old/);
    expect((await refusal(messaging(null).readWebhook(event!.body, event!.headers))).message).toMatch(
      /TELNYX_PUBLIC_KEY/,
    );
  });

  it('deactivates a campaign, which then reads as ended; one Telnyx no longer has counts as done', async () => {
    const provider = messaging();
    const brand = await provider.createBrand(business());
    await provider.getBrand(brand.id);
    const submitted = await provider.createCampaign(campaign(brand.id));
    expect((await provider.getCampaign(submitted.id)).status).toBe('approved');
    await provider.deactivateCampaign(submitted.id);
    expect(emulator.messaging.getCampaign(submitted.id)?.status).toBe('EXPIRED');
    expect(await provider.getCampaign(submitted.id)).toEqual({
      id: submitted.id,
      status: 'rejected',
      reason: 'The campaign has expired.',
    });
    await provider.deactivateCampaign(submitted.id);
    await expect(provider.deactivateCampaign('no-such-campaign')).resolves.toBeUndefined();
  });

  it('deletes a messaging profile, and again without harm', async () => {
    const provider = messaging();
    const { id } = await provider.createMessagingProfile({ name: 'Closing', webhookUrl: receiver.url });
    await provider.deleteMessagingProfile(id);
    expect(emulator.messaging.getProfile(id)).toBeUndefined();
    await expect(provider.deleteMessagingProfile(id)).resolves.toBeUndefined();
  });

  it('reports a removal Telnyx refused, or could not be asked, rather than counting it done', async () => {
    const offline = createTelnyxMessaging({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }, null);
    expect((await rejectionOf(offline.deactivateCampaign('c'), MessagingError)).status).toBe(0);
    expect((await rejectionOf(offline.deleteMessagingProfile('p'), MessagingError)).status).toBe(0);
    const refused = createTelnyxMessaging(
      {
        apiKey: 'k',
        baseURL: `${emulator.root}/v2`,
        timeoutMs: 1000,
        fetch: async () => new Response('{}', { status: 403 }),
      },
      null,
    );
    expect((await rejectionOf(refused.deactivateCampaign('c'), MessagingError)).status).toBe(403);
  });

  it('reports a refused text in Telnyx words, and an unreachable provider with status 0', async () => {
    const refused = await rejectionOf(
      messaging().sendText({ from: '+19995550100', to: '+15125550177', text: 'Hi', messagingProfileId: 'p' }),
      MessagingError,
    );
    expect(refused).toMatchObject({ status: 422, detail: '+19995550100 is not a phone number on this account.' });
    const offline = createTelnyxMessaging({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }, null);
    expect((await rejectionOf(offline.getBrand('b'), MessagingError)).status).toBe(0);
  });
});
