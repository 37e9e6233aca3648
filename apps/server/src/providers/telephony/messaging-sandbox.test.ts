import { createWebhookSigner } from '@portal/sandbox/telnyx/webhook-signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telnyxWebhookUrl } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProviders } from '../create-providers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t.close());

type Texts = { data: { webhooks: { event: string; url: string; status: number | 'refused' }[] }[] };

async function textsOf(number: string): Promise<Texts> {
  return (
    await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/texts?number=${encodeURIComponent(number)}`)
  ).json() as Promise<Texts>;
}

async function inboundText(to: string) {
  const response = await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/inbound-text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: '+15125550123', to, text: 'Hello' }),
  });
  expect(response.status).toBe(202);
}

/** The webhook attempts of the number's latest text, once there are some. */
async function attemptsOf(number: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const attempts = (await textsOf(number)).data.at(-1)?.webhooks ?? [];
    if (attempts.length) return attempts;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('messaging in sandbox mode', () => {
  it('verifies webhooks with the key the mounted emulator signs with, kept in DATA_DIR', async () => {
    const shown = (await (await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/webhook-public-key`)).json()) as {
      publicKey: string;
    };
    expect(shown.publicKey).toBe(t.config.telnyx.publicKey);
    const signer = createWebhookSigner(t.config.telnyx.sandboxSigningKey);
    const body = JSON.stringify({
      data: { id: 'event-1', event_type: 'message.received', occurred_at: 'now', payload: {} },
    });
    const { messaging } = createProviders(t.config);
    expect(await messaging.readWebhook(body, signer.headers(body))).toEqual({
      id: 'event-1',
      type: 'message.received',
      occurredAt: 'now',
      payload: null,
    });
  });

  it("posts a registered number's text events to the portal's own webhook on loopback, and nowhere else", async () => {
    const settings = await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ registrationDelayMs: 0 }),
    });
    expect(settings.status).toBe(200);
    const { messaging, telephony } = createProviders(t.config);
    const [first, second] = await telephony.searchNumbers({
      countryCode: 'US',
      areaCode: '737',
      features: ['sms'],
      limit: 2,
    });
    for (const number of [first!, second!])
      expect((await telephony.orderNumber(number.phoneNumber)).status).toBe('success');
    const portal = await messaging.createMessagingProfile({ name: 'Portal', webhookUrl: telnyxWebhookUrl(t.config) });
    const elsewhere = await messaging.createMessagingProfile({
      name: 'Elsewhere',
      webhookUrl: 'https://example.com/hooks',
    });
    const brand = await messaging.createBrand({
      entityType: 'PRIVATE_PROFIT',
      displayName: 'Hill Country Plumbing',
      companyName: 'Hill Country Plumbing LLC',
      ein: '123456789',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@plumbing.example',
      phone: '+15125550142',
      mobilePhone: null,
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      website: null,
      vertical: 'CONSTRUCTION',
    });
    expect((await messaging.getBrand(brand.id)).status).toBe('approved');
    const campaign = await messaging.createCampaign({
      brandId: brand.id,
      usecase: 'CUSTOMER_CARE',
      description: 'Booking confirmations and missed-call text-backs.',
      sample1: 'Hill Country Plumbing: your visit is booked. Reply STOP to opt out.',
      sample2: 'Hill Country Plumbing: sorry we missed your call. Reply STOP to opt out.',
      messageFlow: 'Callers agree on the phone to get a text about their call.',
      helpMessage: 'Hill Country Plumbing: call (512) 555-0142.',
      optoutMessage: 'You will get no more texts.',
      optinMessage: 'You will get texts about your visit.',
      optinKeywords: ['START'],
      optoutKeywords: ['STOP'],
      helpKeywords: ['HELP'],
    });
    expect((await messaging.getCampaign(campaign.id)).status).toBe('approved');
    await messaging.assignNumber({
      phoneNumber: first!.phoneNumber,
      campaignId: campaign.id,
      messagingProfileId: portal.id,
    });
    await messaging.assignNumber({
      phoneNumber: second!.phoneNumber,
      campaignId: campaign.id,
      messagingProfileId: elsewhere.id,
    });

    await inboundText(first!.phoneNumber);
    const [delivered] = await attemptsOf(first!.phoneNumber);
    // The server answered on loopback: any HTTP status shows the way (the messaging route is the product's).
    expect(delivered).toMatchObject({ event: 'message.received', url: telnyxWebhookUrl(t.config) });
    expect(typeof delivered!.status === 'number' && delivered!.status > 0).toBe(true);

    await inboundText(second!.phoneNumber);
    expect(await attemptsOf(second!.phoneNumber)).toEqual([
      { event: 'message.received', url: 'https://example.com/hooks', status: 'refused' },
    ]);
  });
});
