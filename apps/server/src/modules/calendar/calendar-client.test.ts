import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleCalendarTokens, profiles } from '../../db/schema/index.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACCESS_REVOKED, getCalendarClient, NOT_CONNECTED } from './calendar-client.service.ts';
import { calendarApi } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof calendarApi>;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = calendarApi(t);
  owner = await signedInUser(t, 'owner');
});
afterAll(() => t.close());

const tokens = async () =>
  (await t.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, owner.id)))[0]!;
const expireStoredAccessToken = () =>
  t.db
    .update(googleCalendarTokens)
    .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(googleCalendarTokens.userId, owner.id));
const day = { timeMin: '2032-06-01T00:00:00Z', timeMax: '2032-06-02T00:00:00Z' };

describe('getCalendarClient', () => {
  it('refuses a user without a connected calendar', async () => {
    await expect(getCalendarClient(api.deps(), owner.id)).rejects.toThrow(NOT_CONNECTED);
  });

  it('uses the stored access token while fresh and books into the calendar', async () => {
    await api.connect(owner, 'owner@gmail.com');
    const before = await tokens();
    const calendar = await getCalendarClient(api.deps(), owner.id);
    await calendar.insertEvent({
      summary: 'Consultation - Sam',
      start: '2032-06-01T09:00:00-04:00',
      end: '2032-06-01T09:30:00-04:00',
      timeZone: 'America/New_York',
    });
    expect(await calendar.freeBusy(day)).toEqual([
      { start: '2032-06-01T13:00:00.000Z', end: '2032-06-01T13:30:00.000Z' },
    ]);
    expect((await tokens()).accessTokenEncrypted).toBe(before.accessTokenEncrypted);
  });

  it('refreshes an expired access token and stores the new one encrypted', async () => {
    const before = await tokens();
    await expireStoredAccessToken();
    const calendar = await getCalendarClient(api.deps(), owner.id);
    const after = await tokens();
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
    expect(after.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect((await calendar.listEvents(day)).map((event) => event.summary)).toEqual(['Consultation - Sam']);
  });

  it('ends the connection when the grant was revoked at Google', async () => {
    const refreshToken = decryptSecret(
      (await tokens()).refreshTokenEncrypted,
      t.config.encryptionKey,
      `google_refresh_token:${owner.id}`,
    );
    await fetch(`${t.baseUrl}/sandbox/google/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
    await expireStoredAccessToken();
    await expect(getCalendarClient(api.deps(), owner.id)).rejects.toThrow(ACCESS_REVOKED);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(profile?.googleCalendarConnected).toBe(false);
    expect(await api.status(owner)).toEqual({ connected: false, email: null });
  });
});
