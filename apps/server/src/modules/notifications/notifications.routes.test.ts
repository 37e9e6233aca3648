import type { NotificationSettings } from '@portal/shared/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;

const VALID = {
  notifyUrgentEmail: false,
  dailyDigestEnabled: true,
  dailyDigestTime: '07:45',
  timezone: 'Europe/Berlin',
  textAlertsMobile: '+15125550188',
};
const settingsOf = async (user: SignedInUser) =>
  readJson<NotificationSettings>(await user.request('/api/account/notifications'));
const save = (user: SignedInUser, body: unknown) => user.json('/api/account/notifications', 'PUT', body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'settings');
  stranger = await signedInUser(t, 'stranger');
});
afterAll(() => t.close());

describe('notification settings', () => {
  it('start with both e-mails on at 18:00 and no zone chosen', async () => {
    expect(await settingsOf(owner)).toEqual({
      notifyUrgentEmail: true,
      dailyDigestEnabled: true,
      dailyDigestTime: '18:00',
      timezone: null,
      textAlertsMobile: null,
    });
  });

  it('take the mobile as people write it, keep it when a client leaves it out, and clear it when empty', async () => {
    const saved = await save(owner, { ...VALID, textAlertsMobile: '(512) 555-0188' });
    expect((await readJson<NotificationSettings>(saved)).textAlertsMobile).toBe('+15125550188');
    const { textAlertsMobile: _left, ...withoutMobile } = VALID;
    expect((await save(owner, withoutMobile)).status).toBe(200);
    expect((await settingsOf(owner)).textAlertsMobile).toBe('+15125550188');
    expect((await save(owner, { ...VALID, textAlertsMobile: '' })).status).toBe(200);
    expect((await settingsOf(owner)).textAlertsMobile).toBeNull();
  });

  it("are saved and read back, and never change or show another owner's", async () => {
    const response = await save(owner, VALID);
    expect(response.status).toBe(200);
    expect(await readJson<NotificationSettings>(response)).toEqual(VALID);
    expect(await settingsOf(owner)).toEqual(VALID);
    expect((await settingsOf(stranger)).timezone).toBeNull();
    expect((await save(stranger, { ...VALID, timezone: 'Asia/Tokyo' })).status).toBe(200);
    expect(await settingsOf(owner)).toEqual(VALID);
  });

  it('refuse a bad time, zone or switch with a message naming the field', async () => {
    const refusal = async (body: unknown) => {
      const response = await save(owner, body);
      expect(response.status).toBe(400);
      return (await readJson<ErrorJson>(response)).error.message;
    };
    const badTime = 'dailyDigestTime: Choose a time of day from 00:00 to 23:59, written as HH:MM (e.g. 18:00).';
    for (const time of ['24:00', '7:45', '18:60', '18:00:00', '']) {
      expect(await refusal({ ...VALID, dailyDigestTime: time })).toBe(badTime);
    }
    const badZone = 'timezone: Choose a time zone from the list, such as America/Chicago.';
    for (const zone of ['Mars/Olympus', '+02:00', 'x'.repeat(101)]) {
      expect(await refusal({ ...VALID, timezone: zone })).toBe(badZone);
    }
    expect(await refusal({ ...VALID, timezone: ' ' })).toBe('timezone: Choose your time zone.');
    expect(await refusal({ ...VALID, notifyUrgentEmail: 'yes' })).toBe(
      'notifyUrgentEmail: E-mail me at once about urgent calls: choose on or off.',
    );
    const { timezone: _left, ...withoutZone } = VALID;
    expect(await refusal(withoutZone)).toBe('timezone: Choose your time zone.');
    expect(await refusal({ ...VALID, plan: 'Premium Plan' })).toBe('Unknown field: plan.');
    expect(await refusal({ ...VALID, textAlertsMobile: 'call me' })).toBe(
      'textAlertsMobile: Your mobile, for texts must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
    );
    expect(await settingsOf(owner)).toEqual(VALID);
  });

  it('accept any minute and the edges of the day', async () => {
    for (const time of ['00:00', '23:59', '09:07']) {
      expect((await save(owner, { ...VALID, dailyDigestTime: time, timezone: 'UTC' })).status).toBe(200);
    }
  });

  it('answer only a signed-in owner', async () => {
    expect((await t.request('/api/account/notifications')).status).toBe(401);
  });
});
