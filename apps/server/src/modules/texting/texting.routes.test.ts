import { EIN_FORMAT, PIN_WRONG, type TextingRegistration } from '@portal/shared/texting';
import { SAMPLE_BUSINESS } from '@portal/shared/testing/texting-business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { telnyxWebhookUrl } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { eq } from 'drizzle-orm';
import { textingRegistrations } from '../../db/schema/index.ts';
import { advanceRegistrations } from './registration.service.ts';

/**
 * An owner registers their business for US texting against the Telnyx emulator: the business (the
 * brand) is reviewed, then the portal submits the campaign, then assigns the owner's numbers; a
 * rejection says why and the owner submits again.
 */

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let advance: () => ReturnType<typeof advanceRegistrations>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  const api = phoneApi(t);
  await api.setPlan(alice, 'Premium Plan');
  const agent = await api.createAgent(alice);
  expect((await api.buy(alice, await api.available(alice, '512'), agent.id)).status).toBe(201);
  const settings = await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationDelayMs: 0 }),
  });
  expect(settings.status).toBe(200);
  const { messaging } = createProviders(t.config);
  const deps = { db: t.db, messaging, logger: createLogger('silent'), webhookUrl: telnyxWebhookUrl(t.config) };
  advance = () => advanceRegistrations(deps, new Date(Date.now() + 60_000));
});
afterAll(() => t.close());

const registration = async (user: SignedInUser) =>
  (await (await user.request('/api/texting/registration')).json()) as TextingRegistration;
const submit = async (user: SignedInUser, body: unknown) => {
  const response = await user.json('/api/texting/registration', 'POST', body);
  return {
    status: response.status,
    body: (await response.json()) as TextingRegistration & { error?: { message: string } },
  };
};

describe('registering a business for US texting', () => {
  it('explains what is wrong with the details and keeps nothing', async () => {
    const refused = await submit(alice, { ...SAMPLE_BUSINESS, ein: '123' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(EIN_FORMAT);
    expect((await registration(alice)).steps.brand.status).toBe('not_started');
  });

  it('says why a rejected business was rejected, and takes it again once fixed', async () => {
    const rejected = await submit(bob, { ...SAMPLE_BUSINESS, displayName: 'REJECT Bob Plumbing' });
    expect(rejected.status).toBe(200);
    await advance();
    const seen = await registration(bob);
    expect(seen.steps.brand.status).toBe('rejected');
    expect(seen.steps.brand.reason).toBeTruthy();
    expect(seen.textingOn).toBe(false);
    const again = await submit(bob, { ...SAMPLE_BUSINESS, displayName: 'Bob Plumbing' });
    expect(again.status).toBe(200);
    expect(again.body.steps.brand.status).not.toBe('rejected');
  });

  it('moves from the business to the campaign to the numbers, and texting switches on', async () => {
    const submitted = await submit(alice, SAMPLE_BUSINESS);
    expect(submitted.status).toBe(200);
    expect(submitted.body.steps.brand.status).toBe('pending');
    expect(submitted.body.details).toMatchObject({ displayName: 'Bright Smile Dental', einLast4: '6789' });
    expect(JSON.stringify(submitted.body)).not.toContain('123456789');
    // A second submission while it is under review is refused, so no fee is paid twice.
    expect((await submit(alice, SAMPLE_BUSINESS)).status).toBe(409);

    await advance(); // the business is approved, the campaign submitted
    expect((await registration(alice)).steps).toMatchObject({
      brand: { status: 'approved' },
      campaign: { status: 'pending' },
    });
    await advance(); // the campaign is approved, the number assigned (pending)
    await advance();
    const done = await registration(alice);
    expect(done.steps).toMatchObject({
      brand: { status: 'approved' },
      campaign: { status: 'approved' },
      numbers: { status: 'approved' },
    });
    expect(done.textingOn).toBe(true);
    // Each owner sees only their own.
    const carol = await signedInUser(t, 'carol');
    expect(await registration(carol)).toMatchObject({ details: null, textingOn: false });
  });

  it('verifies a sole proprietor by the PIN texted to their own mobile', async () => {
    const sam = await signedInUser(t, 'sam');
    const mobile = '+15125550177';
    const submitted = await submit(sam, {
      ...SAMPLE_BUSINESS,
      entityType: 'SOLE_PROPRIETOR',
      displayName: "Sam's Lawn Care",
      companyName: '',
      ein: '',
      mobilePhone: '(512) 555-0177',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body, JSON.stringify(submitted.body)).toMatchObject({ needsPin: true });
    const texts = (await (
      await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/texts?number=${encodeURIComponent(mobile)}`)
    ).json()) as { data: { text: string }[] };
    const pin = /PIN is (\d+)/.exec(texts.data.map((text) => text.text).join('\n'))?.[1];
    expect(pin).toBeTruthy();
    const wrong = await sam.json('/api/texting/registration/pin', 'POST', {
      pin: pin === '111111' ? '222222' : '111111',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain(PIN_WRONG);
    const right = await sam.json('/api/texting/registration/pin', 'POST', { pin });
    expect(right.status).toBe(200);
    const verified = (await right.json()) as TextingRegistration;
    expect(verified.needsPin).toBe(false);
    expect(verified.steps.brand.status).toBe('approved');
  });
});

describe('a registration under review, as its owner watches it', () => {
  it('is checked with the registry when read, not only by the minute job', async () => {
    const carol = await signedInUser(t, 'carol');
    const api = phoneApi(t);
    await api.setPlan(carol, 'Premium Plan');
    const agent = await api.createAgent(carol);
    expect((await api.buy(carol, await api.available(carol, '615'), agent.id)).status).toBe(201);
    expect((await submit(carol, SAMPLE_BUSINESS)).status).toBe(200);
    // The registry decides at once here (delay 0). Each read more than the check interval after
    // the last check moves the registration one step: the last check is set back to make it so.
    const lastCheckedLongAgo = () =>
      t.db
        .update(textingRegistrations)
        .set({ updatedAt: new Date(Date.now() - 60_000) })
        .where(eq(textingRegistrations.userId, carol.id));
    const steps = [];
    for (let read = 0; read < 3; read += 1) {
      await lastCheckedLongAgo();
      steps.push((await registration(carol)).steps);
    }
    expect(steps.map((step) => [step.brand.status, step.campaign.status, step.numbers.status])).toEqual([
      ['approved', 'pending', 'not_started'],
      ['approved', 'approved', 'pending'],
      ['approved', 'approved', 'approved'],
    ]);
    expect((await registration(carol)).textingOn).toBe(true);
    // Read again at once, nobody asks the registry: the check is at most every few seconds.
    expect((await registration(carol)).textingOn).toBe(true);
  });
});
