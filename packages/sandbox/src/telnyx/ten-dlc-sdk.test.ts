import { APIError, NotFoundError, UnprocessableEntityError } from 'telnyx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTelnyxEmulator } from './testing.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

type Emulator = Awaited<ReturnType<typeof serveTelnyxEmulator>>;

let emulator: Emulator;
let telnyx: ReturnType<Emulator['client']>;

beforeAll(async () => {
  emulator = await serveTelnyxEmulator({ registrationDelayMs: 0 });
  telnyx = emulator.client();
});
afterAll(() => emulator.close());

const refusal = async (promise: Promise<unknown>) =>
  (await rejectionOf(promise, APIError)) as APIError & { error: { errors: { detail: string }[] } };

async function registrationDelay(ms: number) {
  const response = await fetch(`${emulator.root}/_admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationDelayMs: ms }),
  });
  expect(response.status).toBe(200);
}

const business = (displayName = 'Bright Smile Dental') =>
  telnyx.messaging10dlc.brand.create({
    entityType: 'PRIVATE_PROFIT',
    displayName,
    companyName: 'Bright Smile Dental LLC',
    ein: '123456789',
    firstName: 'Jane',
    lastName: 'Doe',
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

const campaignFor = (
  brandId: string,
  description = 'Booking confirmations and replies to callers who asked for a text back.',
) =>
  telnyx.messaging10dlc.campaignBuilder.submit({
    brandId,
    usecase: 'CUSTOMER_CARE',
    description,
    sample1: 'Bright Smile Dental: your visit is booked for Tue 3 PM. Reply STOP to opt out.',
    sample2: 'Bright Smile Dental: sorry we missed your call. How can we help? Reply STOP to opt out.',
    messageFlow: 'Callers give their mobile number on the phone and agree to get texts about their call.',
    helpMessage: 'Bright Smile Dental: call (512) 555-0142 for help. Reply STOP to opt out.',
    optoutMessage: 'Bright Smile Dental: you will get no more texts. Reply START to opt back in.',
    optinMessage: 'Bright Smile Dental: you will get texts about your visits. Reply STOP to opt out.',
    optinKeywords: 'START',
    optoutKeywords: 'STOP,END',
    helpKeywords: 'HELP',
    subscriberOptin: true,
    subscriberOptout: true,
    subscriberHelp: true,
    termsAndConditions: true,
  });

async function ownedNumber(areaCode: string, profileId?: string) {
  const [available] = (
    await telnyx.availablePhoneNumbers.list({ filter: { national_destination_code: areaCode, limit: 1 } })
  ).data!;
  await telnyx.numberOrders.create({ phone_numbers: [{ phone_number: available!.phone_number! }] });
  const owned = emulator.store.findNumber(available!.phone_number!)!;
  if (profileId) await telnyx.phoneNumbers.messaging.update(owned.id, { messaging_profile_id: profileId });
  return owned;
}

describe('10DLC brands through the official client', () => {
  it('registers a brand as pending, and the registry verifies it after its delay', async () => {
    await registrationDelay(300);
    const created = await business();
    expect(created).toMatchObject({ status: 'REGISTRATION_PENDING', entityType: 'PRIVATE_PROFIT', country: 'US' });
    expect(created.brandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.tcrBrandId).toMatch(/^B[A-Z0-9]{6}$/);
    expect((await telnyx.messaging10dlc.brand.retrieve(created.brandId!)).status).toBe('REGISTRATION_PENDING');
    await new Promise((resolve) => setTimeout(resolve, 350));
    const decided = await telnyx.messaging10dlc.brand.retrieve(created.brandId!);
    expect(decided).toMatchObject({ status: 'OK', identityStatus: 'VERIFIED', assignedCampaignsCount: 0 });
    expect(decided.failureReasons).toBeUndefined();
    await registrationDelay(0);
    const listed = await telnyx.messaging10dlc.brand.list();
    expect(listed.records.map((brand) => brand.brandId)).toContain(created.brandId);
  });

  it('rejects a brand whose display name carries the sandbox marker, with a reason', async () => {
    const brand = await telnyx.messaging10dlc.brand.retrieve((await business('REJECT Dental')).brandId!);
    expect(brand).toMatchObject({ status: 'OK', identityStatus: 'UNVERIFIED' });
    expect(brand.failureReasons).toMatch(/^TAX_ID: /);
  });

  it('refuses a brand without what its entity type needs, or with fields Telnyx does not have', async () => {
    const noCompany = telnyx.messaging10dlc.brand.create({
      entityType: 'PRIVATE_PROFIT',
      displayName: 'No Company',
      email: 'a@b.example',
      country: 'US',
      vertical: 'RETAIL',
    });
    const error = await refusal(noCompany);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.error.errors[0]!.detail).toBe('companyName is required for entityType PRIVATE_PROFIT');
    const unknown = telnyx.messaging10dlc.brand.create({ colour: 'red' } as never);
    expect(await refusal(unknown)).toBeInstanceOf(UnprocessableEntityError);
    expect(await refusal(telnyx.messaging10dlc.brand.retrieve('missing'))).toBeInstanceOf(NotFoundError);
  });

  it('verifies a Sole Proprietor with the PIN texted to its mobile phone', async () => {
    const brand = await telnyx.messaging10dlc.brand.create({
      entityType: 'SOLE_PROPRIETOR',
      displayName: "Joe's Plumbing",
      firstName: 'Joe',
      lastName: 'Rivera',
      email: 'joe@plumbing.example',
      phone: '+15125550150',
      mobilePhone: '+15125550151',
      country: 'US',
      vertical: 'CONSTRUCTION',
    });
    expect((await telnyx.messaging10dlc.brand.retrieve(brand.brandId!)).identityStatus).toBe('SELF_DECLARED');
    const sent = await telnyx.messaging10dlc.brand.triggerSMSOtp(brand.brandId!, {
      pinSms: 'Your verification PIN is @OTP_PIN@',
      successSms: 'Verified. Thank you!',
    });
    expect(sent.brandId).toBe(brand.brandId);
    const texts = (await (await fetch(`${emulator.root}/_admin/texts?number=%2B15125550151`)).json()) as {
      data: { text: string }[];
    };
    const pin = /PIN is (\d{6})$/.exec(texts.data.at(-1)!.text)![1]!;
    expect(
      await refusal(telnyx.messaging10dlc.brand.verifySMSOtp(brand.brandId!, { otpPin: '000000' })),
    ).toBeInstanceOf(UnprocessableEntityError);
    await telnyx.messaging10dlc.brand.verifySMSOtp(brand.brandId!, { otpPin: pin });
    expect((await telnyx.messaging10dlc.brand.retrieve(brand.brandId!)).identityStatus).toBe('VERIFIED');
    const status = await telnyx.messaging10dlc.brand.getSMSOtpByReference(sent.referenceId);
    expect(status).toMatchObject({ brandId: brand.brandId, deliveryStatus: 'VERIFIED', mobilePhone: '+15125550151' });
  });
});

describe('10DLC campaigns through the official client', () => {
  it('takes a campaign from a verified brand: accepted by the registry, then provisioned by the carriers', async () => {
    await registrationDelay(300);
    const brand = await business();
    const early = await refusal(campaignFor(brand.brandId!));
    expect(early).toBeInstanceOf(UnprocessableEntityError);
    expect(early.error.errors[0]!.detail).toMatch(/not verified yet/);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const campaign = await campaignFor(brand.brandId!);
    expect(campaign).toMatchObject({
      campaignStatus: 'TCR_ACCEPTED',
      usecase: 'CUSTOMER_CARE',
      brandId: brand.brandId,
    });
    expect(campaign.tcrCampaignId).toMatch(/^C[A-Z0-9]{6}$/);
    expect((await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId)).campaignStatus).toBe('TCR_ACCEPTED');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId)).campaignStatus).toBe('MNO_PROVISIONED');
    await registrationDelay(0);
    const listed = await telnyx.messaging10dlc.campaign.list({ brandId: brand.brandId! });
    expect(listed.records.map((item) => item.campaignId)).toEqual([campaign.campaignId]);
  });

  it('rejects a campaign whose description carries the sandbox marker, with a reason', async () => {
    const brand = await business();
    const campaign = await campaignFor(brand.brandId!, 'REJECT: texts about visits.');
    const decided = await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId);
    expect(decided.campaignStatus).toBe('TELNYX_FAILED');
    expect(decided.failureReasons).toMatch(/opt out/);
  });

  it('refuses a campaign without opt-in, opt-out and HELP', async () => {
    const brand = await business();
    const campaign = telnyx.messaging10dlc.campaignBuilder.submit({
      brandId: brand.brandId!,
      usecase: 'CUSTOMER_CARE',
      description: 'Texts.',
      sample1: 'A sample text.',
    });
    expect((await refusal(campaign)).error.errors[0]!.detail).toBe('subscriberOptin must be true.');
  });

  it('deactivates a campaign for good: still readable, EXPIRED; an unknown one is a 404', async () => {
    const campaign = await campaignFor((await business()).brandId!);
    const answer = await telnyx.messaging10dlc.campaign.deactivate(campaign.campaignId);
    expect(answer).toEqual({ time: expect.any(Number) });
    const read = await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId);
    expect(read).toMatchObject({ campaignId: campaign.campaignId, status: 'EXPIRED' });
    const unknown = await refusal(telnyx.messaging10dlc.campaign.deactivate('no-such-campaign'));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.error.errors[0]).toMatchObject({ code: '10005', detail: 'Campaign not found.' });
    expect(unknown.error.errors[0]).not.toHaveProperty('meta');
  });
});

describe('10DLC phone-number assignments through the official client', () => {
  it('assigns a number on a messaging profile to an active campaign, once', async () => {
    const profile = (await telnyx.messagingProfiles.create({ name: 'Portal', whitelisted_destinations: ['US'] })).data!;
    const campaign = await campaignFor((await business()).brandId!);
    const active = await telnyx.messaging10dlc.campaign.retrieve(campaign.campaignId);
    expect(active.campaignStatus).toBe('MNO_PROVISIONED');

    const bare = await ownedNumber('303');
    const unprofiled = await refusal(
      telnyx.messaging10dlc.phoneNumberCampaigns.create({
        phoneNumber: bare.phone_number,
        campaignId: campaign.campaignId,
      }),
    );
    expect(unprofiled.error.errors[0]!.detail).toMatch(/messaging profile first/);

    const number = await ownedNumber('617', profile.id);
    expect((await telnyx.phoneNumbers.messaging.retrieve(number.id)).data).toMatchObject({
      phone_number: number.phone_number,
      messaging_profile_id: profile.id,
    });
    const assigned = await telnyx.messaging10dlc.phoneNumberCampaigns.create({
      phoneNumber: number.phone_number,
      campaignId: campaign.campaignId,
    });
    expect(assigned).toMatchObject({ phoneNumber: number.phone_number, campaignId: campaign.campaignId });
    expect((await telnyx.messaging10dlc.phoneNumberCampaigns.retrieve(number.phone_number)).assignmentStatus).toBe(
      'ASSIGNED',
    );
    const again = telnyx.messaging10dlc.phoneNumberCampaigns.create({
      phoneNumber: number.phone_number,
      campaignId: campaign.campaignId,
    });
    expect((await refusal(again)).error.errors[0]!.detail).toMatch(/already assigned/);
    const listed = await telnyx.messaging10dlc.phoneNumberCampaigns.list({
      filter: { telnyx_campaign_id: campaign.campaignId },
    });
    expect(listed.records.map((item) => item.phoneNumber)).toEqual([number.phone_number]);
  });
});
