import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair } from '../../lib/pkce.ts';
import { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from '@portal/sandbox/google/google-emulator';
import { consentTo } from '../../testing/calendar-consent.ts';
import { CalendarProviderError, type CalendarProvider } from './calendar.ts';
import { createGoogleCalendarProvider } from './google.ts';

const client = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };
const REDIRECT = 'http://localhost:3000/google-auth-callback';
const EMAIL = 'provider.test@gmail.com';

let server: ServerType;
let origin: string;
let emulator: ReturnType<typeof createGoogleEmulator>;
let google: CalendarProvider;

beforeAll(async () => {
  emulator = createGoogleEmulator({ client });
  const app = new Hono().route(GOOGLE_SANDBOX_MOUNT, emulator.app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const root = `${origin}${GOOGLE_SANDBOX_MOUNT}`;
  google = createGoogleCalendarProvider({
    ...client,
    redirectUri: REDIRECT,
    endpoints: {
      authorizationUrl: `${root}/o/oauth2/v2/auth`,
      tokenUrl: `${root}/token`,
      revokeUrl: `${root}/revoke`,
      userInfoUrl: `${root}/v1/userinfo`,
      calendarApiUrl: `${root}/calendar/v3`,
    },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CalendarProviderError);
  return error as CalendarProviderError;
}

const { verifier: VERIFIER, challenge: CHALLENGE } = pkcePair();

async function connect(email = EMAIL) {
  const { code } = await consentTo(google.authorizationUrl('state-1', CHALLENGE), { origin, email });
  return google.exchangeCode(code!, VERIFIER);
}

describe('createGoogleCalendarProvider against the Google emulator', () => {
  it('asks for offline access and the calendar scopes with our state and redirect', () => {
    const url = new URL(google.authorizationUrl('state-abc', CHALLENGE));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: REDIRECT,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'state-abc',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      scope:
        'openid email https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy',
    });
  });

  it('exchanges the code for a refresh token, an expiring access token and the identity', async () => {
    const tokens = await connect();
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3000_000);
    expect(tokens.scope).toContain('calendar.freebusy');
    expect(await google.identity(tokens.accessToken)).toMatchObject({ email: EMAIL, subject: expect.any(String) });
    expect((await failure(google.exchangeCode('4/not-a-code', VERIFIER))).reason).toBe('invalid_grant');
  });

  it('refuses a code presented without the verifier of its challenge', async () => {
    const { code } = await consentTo(google.authorizationUrl('state-2', CHALLENGE), { origin, email: EMAIL });
    expect((await failure(google.exchangeCode(code!, `${VERIFIER}-other`))).reason).toBe('invalid_grant');
  });

  it('books an event and sees it in the event list and as busy time', async () => {
    const calendar = google.calendar((await connect()).accessToken);
    const event = await calendar.insertEvent({
      summary: 'Cleaning - Jane Doe',
      description: 'Booked by AI agent',
      start: '2030-05-01T10:00:00-04:00',
      end: '2030-05-01T10:30:00-04:00',
      timeZone: 'America/New_York',
      attendeeEmails: ['jane@example.com'],
    });
    expect(event).toMatchObject({
      status: 'confirmed',
      summary: 'Cleaning - Jane Doe',
      start: '2030-05-01T10:00:00-04:00',
    });
    const range = { timeMin: '2030-05-01T00:00:00Z', timeMax: '2030-05-02T00:00:00Z', timeZone: 'America/New_York' };
    expect((await calendar.listEvents(range)).map((item) => item.id)).toEqual([event.id]);
    expect(await calendar.freeBusy(range)).toEqual([
      { start: '2030-05-01T14:00:00.000Z', end: '2030-05-01T14:30:00.000Z' },
    ]);
    expect(await calendar.freeBusy({ timeMin: '2030-05-02T00:00:00Z', timeMax: '2030-05-03T00:00:00Z' })).toEqual([]);
  });

  it('reads, moves and cancels an event; a cancelled one reads cancelled and cancels again quietly', async () => {
    const calendar = google.calendar((await connect()).accessToken);
    const event = await calendar.insertEvent({
      summary: 'Cleaning - Jane Doe',
      start: '2030-06-03T10:00:00-04:00',
      end: '2030-06-03T10:30:00-04:00',
      timeZone: 'America/New_York',
    });
    expect(await calendar.getEvent(event.id)).toMatchObject({ id: event.id, status: 'confirmed' });
    const moved = await calendar.moveEvent(event.id, {
      start: '2030-06-04T11:00:00-04:00',
      end: '2030-06-04T11:30:00-04:00',
      timeZone: 'America/New_York',
    });
    expect(moved).toMatchObject({ id: event.id, summary: 'Cleaning - Jane Doe', start: '2030-06-04T11:00:00-04:00' });
    await calendar.cancelEvent(event.id);
    expect((await calendar.getEvent(event.id))?.status).toBe('cancelled');
    await expect(calendar.cancelEvent(event.id)).resolves.toBeUndefined();
    expect(await calendar.getEvent('neverbooked12345')).toBeNull();
    expect(await calendar.freeBusy({ timeMin: '2030-06-03T00:00:00Z', timeMax: '2030-06-05T00:00:00Z' })).toEqual([]);
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const tokens = await connect('refresh.test@gmail.com');
    emulator.store.expireAccessTokens('refresh.test@gmail.com');
    const range = { timeMin: '2030-01-01T00:00:00Z', timeMax: '2030-01-02T00:00:00Z' };
    const expired = await failure(google.calendar(tokens.accessToken).freeBusy(range));
    expect(expired).toMatchObject({ status: 401, reason: 'authError' });
    const refreshed = await google.refreshAccessToken(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    // The library carries the refresh token over; Google does not issue a new one on refresh.
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(await google.calendar(refreshed.accessToken).freeBusy(range)).toEqual([]);
  });

  it('revokes the grant: the refresh token stops working', async () => {
    const tokens = await connect('revoke.test@gmail.com');
    await google.revokeToken(tokens.refreshToken!);
    const error = await failure(google.refreshAccessToken(tokens.refreshToken!));
    expect(error.grantRevoked).toBe(true);
    expect((await failure(google.revokeToken(tokens.refreshToken!))).status).toBe(400);
  });
});
