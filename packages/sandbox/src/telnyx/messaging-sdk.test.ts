import { generateKeyPairSync } from 'node:crypto';
import Telnyx, { APIError, NotFoundError, UnprocessableEntityError } from 'telnyx';
import { TelnyxWebhookVerificationError } from 'telnyx/lib/webhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator, serveWebhookReceiver } from './testing.ts';
import { createWebhookSigner } from './webhook-signing.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

type Emulator = Awaited<ReturnType<typeof serveTelnyxEmulator>>;
type Receiver = Awaited<ReturnType<typeof serveWebhookReceiver>>;
type MessageEvent = {
  data: {
    id: string;
    event_type: string;
    record_type: string;
    occurred_at: string;
    payload: {
      id: string;
      direction: string;
      text: string;
      from: { phone_number: string };
      to: { phone_number: string; status: string }[];
      errors: { code: string; title: string }[];
    };
  };
  meta: { attempt: number; delivered_to: string };
};

const signingKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let receiver: Receiver;
let emulator: Emulator;
let telnyx: Telnyx;

beforeAll(async () => {
  receiver = await serveWebhookReceiver();
  emulator = await serveTelnyxEmulator({ registrationDelayMs: 0, signingKey, portalWebhook: { url: receiver.url } });
  // The portal's client: the emulator's public key is what Mission Control would show.
  telnyx = new Telnyx({
    apiKey: 'KEY-sandbox',
    publicKey: emulator.publicKey,
    baseURL: `${emulator.root}/v2`,
    maxRetries: 0,
    logLevel: 'off',
  });
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
beforeEach(async () => {
  await emulator.delivery.idle();
  receiver.received.length = 0;
  receiver.receiver.status = 200;
});

/** A number of this account on a profile whose webhook is the receiver, assigned to an active campaign. */
async function registeredNumber(areaCode: string, webhookUrl = receiver.url) {
  const profile = (
    await telnyx.messagingProfiles.create({ name: 'Portal', whitelisted_destinations: ['US'], webhook_url: webhookUrl })
  ).data!;
  const [available] = (
    await telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: areaCode, limit: 1 } })
  ).data!;
  const phoneNumber = available!.phone_number!;
  await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: phoneNumber }] });
  const owned = emulator.store.findNumber(phoneNumber)!;
  await telnyx.phoneNumbers.messaging.update(owned.id, { messaging_profile_id: profile.id });
  const brand = await telnyx.messaging10dlc.brand.create({
    entityType: 'PRIVATE_PROFIT',
    displayName: 'Bright Smile Dental',
    companyName: 'Bright Smile Dental LLC',
    email: 'owner@brightsmile.example',
    country: 'US',
    vertical: 'HEALTHCARE',
  });
  await telnyx.messaging10dlc.brand.retrieve(brand.brandId!);
  const campaign = await telnyx.messaging10dlc.campaignBuilder.submit({
    brandId: brand.brandId!,
    usecase: 'CUSTOMER_CARE',
    description: 'Booking confirmations.',
    sample1: 'Your visit is booked. Reply STOP to opt out.',
    subscriberOptin: true,
    subscriberOptout: true,
    subscriberHelp: true,
  });
  await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId);
  await telnyx.messaging10dlc.phoneNumberCampaigns.create({ phoneNumber, campaignId: campaign.campaignId });
  return { profile, phoneNumber };
}

/** The received webhooks, each verified and parsed by the SDK's own `webhooks.unwrap`. */
async function verifiedEvents(count: number) {
  const received = await receiver.atLeast(count);
  return Promise.all(
    received.map(
      async ({ body, headers }) => (await telnyx.webhooks.unwrap(body, { headers })) as unknown as MessageEvent,
    ),
  );
}

describe('messaging profiles through the official client', () => {
  it('creates, reads, changes and lists a profile in the data envelope', async () => {
    const created = (
      await telnyx.messagingProfiles.create({
        name: 'Texts',
        whitelisted_destinations: ['US'],
        webhook_url: receiver.url,
      })
    ).data!;
    expect(created).toMatchObject({
      record_type: 'messaging_profile',
      name: 'Texts',
      enabled: true,
      webhook_api_version: '2',
      whitelisted_destinations: ['US'],
      webhook_url: receiver.url,
    });
    const changed = await telnyx.messagingProfiles.update(created.id!, { webhook_failover_url: null, name: 'Texts 2' });
    expect(changed.data).toMatchObject({ id: created.id, name: 'Texts 2' });
    expect((await telnyx.messagingProfiles.retrieve(created.id!)).data?.name).toBe('Texts 2');
    const listed: string[] = [];
    for await (const profile of telnyx.messagingProfiles.list()) listed.push(profile.id!);
    expect(listed).toContain(created.id);
  });

  it('deletes a profile, answering it in the data envelope; afterwards it is a 404', async () => {
    const created = (await telnyx.messagingProfiles.create({ name: 'Gone', whitelisted_destinations: ['US'] })).data!;
    const deleted = await telnyx.messagingProfiles.delete(created.id!);
    expect(deleted.data).toMatchObject({ record_type: 'messaging_profile', id: created.id, name: 'Gone' });
    expect(await rejectionOf(telnyx.messagingProfiles.retrieve(created.id!), APIError)).toBeInstanceOf(NotFoundError);
    expect(await rejectionOf(telnyx.messagingProfiles.delete(created.id!), APIError)).toBeInstanceOf(NotFoundError);
  });

  it('refuses a profile without its destinations, and a bad webhook URL', async () => {
    const noDestinations = telnyx.messagingProfiles.create({ name: 'Texts' } as never);
    expect(await rejectionOf(noDestinations, APIError)).toBeInstanceOf(UnprocessableEntityError);
    const badUrl = telnyx.messagingProfiles.create({
      name: 'T',
      whitelisted_destinations: ['US'],
      webhook_url: 'nope',
    });
    expect(await rejectionOf(badUrl, APIError)).toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('texts through the official client, with webhooks verified by the SDK', () => {
  it('answers queued, then posts message.sent and message.finalized delivered, signed with ed25519', async () => {
    const { profile, phoneNumber } = await registeredNumber('512');
    const sent = await telnyx.messages.send({ from: phoneNumber, to: '+15125550177', text: 'Your visit is booked.' });
    expect(sent.data).toMatchObject({
      record_type: 'message',
      direction: 'outbound',
      type: 'SMS',
      messaging_profile_id: profile.id,
      text: 'Your visit is booked.',
      encoding: 'GSM-7',
      parts: 1,
    });
    expect(sent.data!.to![0]).toMatchObject({ phone_number: '+15125550177', status: 'queued' });

    const [first, second] = await verifiedEvents(2);
    expect(receiver.received[0]!.headers).toHaveProperty('telnyx-signature-ed25519');
    expect(receiver.received[0]!.headers['telnyx-timestamp']).toMatch(/^\d+$/);
    expect(first!.data).toMatchObject({ record_type: 'event', event_type: 'message.sent' });
    expect(first!.data.payload.to[0]!.status).toBe('sent');
    expect(second!.data).toMatchObject({ event_type: 'message.finalized' });
    expect(second!.data.payload).toMatchObject({ id: sent.data!.id, errors: [] });
    expect(second!.data.payload.to[0]!.status).toBe('delivered');
    expect(second!.meta).toEqual({ attempt: 1, delivered_to: receiver.url });
    const retrieved = (await telnyx.messages.retrieve(sent.data!.id!)).data;
    expect(retrieved).toMatchObject({ id: sent.data!.id, to: [{ status: 'delivered' }] });
  });

  it('fails delivery to the sandbox failure number with an error, and from a number without a campaign', async () => {
    const { phoneNumber } = await registeredNumber('214');
    await telnyx.messages.send({ from: phoneNumber, to: '+15125550199', text: 'Hello' });
    const failed = (await verifiedEvents(2))[1]!.data.payload;
    expect(failed.to[0]!.status).toBe('delivery_failed');
    expect(failed.errors[0]).toMatchObject({ code: '40008', title: 'Undeliverable' });

    receiver.received.length = 0;
    const profile = (
      await telnyx.messagingProfiles.create({ name: 'P', whitelisted_destinations: ['US'], webhook_url: receiver.url })
    ).data!;
    await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: '+14155550100' }] });
    await telnyx.phoneNumbers.messaging.update(emulator.store.findNumber('+14155550100')!.id, {
      messaging_profile_id: profile.id,
    });
    await telnyx.messages.send({ from: '+14155550100', to: '+15125550177', text: 'Hello' });
    expect((await verifiedEvents(2))[1]!.data.payload.errors[0]).toMatchObject({ code: '40013' });
  });

  it('no longer delivers texts from a number whose campaign was deactivated', async () => {
    const { phoneNumber } = await registeredNumber('305');
    await telnyx.messaging10dlc.campaign.deactivate(emulator.messaging.getAssignment(phoneNumber)!.campaignId);
    await telnyx.messages.send({ from: phoneNumber, to: '+15125550177', text: 'Hello' });
    expect((await verifiedEvents(2))[1]!.data.payload.errors[0]).toMatchObject({ code: '40013' });
  });

  it('refuses a text from a number that is not on a messaging profile, or without text', async () => {
    await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: '+14155550104' }] });
    const unprofiled = await rejectionOf(
      telnyx.messages.send({ from: '+14155550104', to: '+15125550177', text: 'Hi' }),
      APIError,
    );
    expect(unprofiled).toBeInstanceOf(UnprocessableEntityError);
    const { phoneNumber } = await registeredNumber('713');
    const empty = await rejectionOf(telnyx.messages.send({ from: phoneNumber, to: '+15125550177' }), APIError);
    expect((empty.error as { errors: { code: string }[] }).errors[0]!.code).toBe('10004');
  });

  it('posts message.received when a sandbox phone texts a portal number', async () => {
    const { profile, phoneNumber } = await registeredNumber('312');
    const response = await fetch(`${emulator.root}/_admin/inbound-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '+15125550123', to: phoneNumber, text: 'Can I move my visit?' }),
    });
    expect(response.status).toBe(202);
    const [received] = await verifiedEvents(1);
    expect(received!.data.event_type).toBe('message.received');
    expect(received!.data.payload).toMatchObject({
      direction: 'inbound',
      text: 'Can I move my visit?',
      from: { phone_number: '+15125550123' },
      messaging_profile_id: profile.id,
    });
    expect(received!.data.payload.to[0]!.phone_number).toBe(phoneNumber);

    const log = (await (
      await fetch(`${emulator.root}/_admin/texts?number=${encodeURIComponent(phoneNumber)}`)
    ).json()) as {
      data: { direction: string; text: string; webhooks: { event: string; status: number }[] }[];
    };
    expect(log.data.at(-1)).toMatchObject({
      direction: 'inbound',
      text: 'Can I move my visit?',
      webhooks: [{ event: 'message.received', status: 200 }],
    });
    const unencoded = (await (await fetch(`${emulator.root}/_admin/texts?number=${phoneNumber}`)).json()) as typeof log;
    expect(unencoded.data).toEqual(log.data);
  });

  it('blocks a phone that texted STOP on the profile, with 40300, until it texts START', async () => {
    const { phoneNumber } = await registeredNumber('615');
    const phone = '+15125550133';
    const text = (body: string) =>
      fetch(`${emulator.root}/_admin/inbound-text`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: phone, to: phoneNumber, text: body }),
      });
    expect((await text('Stop')).status).toBe(202);
    const blocked = await rejectionOf(telnyx.messages.send({ from: phoneNumber, to: phone, text: 'Hi' }), APIError);
    expect((blocked.error as { errors: { code: string; title: string }[] }).errors[0]).toMatchObject({
      code: '40300',
      title: 'Blocked due to STOP message',
    });
    // "Stop texting me" is a reply, not a keyword: the block stays until START.
    await text('Stop texting me');
    await rejectionOf(telnyx.messages.send({ from: phoneNumber, to: phone, text: 'Hi' }), APIError);
    await text('start');
    const sent = await telnyx.messages.send({ from: phoneNumber, to: phone, text: 'Welcome back' });
    expect(sent.data!.to![0]!.status).toBe('queued');
  });

  it('posts to the portal only: a profile naming another address gets nothing', async () => {
    const { phoneNumber } = await registeredNumber('206', 'http://169.254.169.254/latest');
    await telnyx.messages.send({ from: phoneNumber, to: '+15125550177', text: 'Hello' });
    await emulator.delivery.idle();
    expect(receiver.received).toEqual([]);
    const log = (await (
      await fetch(`${emulator.root}/_admin/texts?number=${encodeURIComponent(phoneNumber)}`)
    ).json()) as {
      data: { webhooks: { status: string }[] }[];
    };
    expect(log.data[0]!.webhooks.map((attempt) => attempt.status)).toEqual(['refused', 'refused']);
  });

  it('tries a failing webhook three times, counting the attempts in meta', async () => {
    receiver.receiver.status = 500;
    const { phoneNumber } = await registeredNumber('404');
    await fetch(`${emulator.root}/_admin/inbound-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '+15125550123', to: phoneNumber, text: 'Hi' }),
    });
    await emulator.delivery.idle();
    expect((await verifiedEvents(3)).map((event) => event.meta.attempt)).toEqual([1, 2, 3]);
  });
});

describe("webhook signatures, as the SDK's verifier judges them", () => {
  const signer = createWebhookSigner(signingKey);
  const body = JSON.stringify({ data: { event_type: 'message.received', id: 'e1', payload: {} } });

  it('accepts what the emulator signs, and the emulator signs with the key it was given', async () => {
    expect(signer.publicKey).toBe(emulator.publicKey);
    await expect(telnyx.webhooks.unwrap(body, { headers: signer.headers(body) })).resolves.toMatchObject({
      data: { id: 'e1' },
    });
  });

  it('refuses a forged signature, a changed body and a stale timestamp', async () => {
    const forged = createWebhookSigner().headers(body);
    const refusal = (promise: Promise<unknown>) => rejectionOf(promise, TelnyxWebhookVerificationError);
    expect((await refusal(telnyx.webhooks.unwrap(body, { headers: forged }))).message).toMatch(/does not match/);
    const changed = body.replace('e1', 'e2');
    expect((await refusal(telnyx.webhooks.unwrap(changed, { headers: signer.headers(body) }))).message).toMatch(
      /does not match/,
    );
    const stale = signer.headers(body, Math.floor(Date.now() / 1000) - 301);
    expect((await refusal(telnyx.webhooks.unwrap(body, { headers: stale }))).message).toMatch(/too old/);
  });
});
