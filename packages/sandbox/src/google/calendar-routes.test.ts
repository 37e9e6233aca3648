import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from './google-emulator.ts';
import { subjectFor } from './google-state.ts';

const client = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };
const FULL =
  'openid email https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy';

let dataDir: string;
beforeAll(async () => (dataDir = await mkdtemp(join(tmpdir(), 'portal-gcal-'))));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function google() {
  const emulator = createGoogleEmulator({ dataDir, client });
  const app = new Hono().route(GOOGLE_SANDBOX_MOUNT, emulator.app);
  const tokenFor = (email: string, scope = FULL) =>
    emulator.store.issueTokens(
      { sub: subjectFor(email), email, name: 'Owner', scope, clientId: client.clientId },
      false,
    ).accessToken;
  const call = async (token: string | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`${GOOGLE_SANDBOX_MOUNT}/calendar/v3${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe the vendor's JSON
    return { status: response.status, body: (await response.json()) as any };
  };
  return { tokenFor, call };
}

const event = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  summary: 'Consultation',
  start: { dateTime: start, timeZone: 'America/New_York' },
  end: { dateTime: end, timeZone: 'America/New_York' },
  ...extra,
});
const range = { timeMin: '2031-03-03T00:00:00Z', timeMax: '2031-03-04T00:00:00Z', items: [{ id: 'primary' }] };

describe('the Calendar v3 API of the Google emulator', () => {
  it('answers 401 in Google’s error shape without a valid access token', async () => {
    const { call } = google();
    for (const [token, reason, message] of [
      [null, 'required', 'Login Required.'],
      ['ya29.unknown', 'authError', 'Invalid Credentials'],
    ] as const) {
      const answer = await call(token, 'POST', '/freeBusy', range);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
      expect(answer.body.error.errors).toEqual([
        { message, domain: 'global', reason, location: 'Authorization', locationType: 'header' },
      ]);
    }
  });

  it('inserts events, lists them by time and reports them as busy, each account on its own calendar', async () => {
    const { tokenFor, call } = google();
    const owner = tokenFor('owner.one@gmail.com');
    const created = await call(
      owner,
      'POST',
      '/calendars/primary/events?sendUpdates=none',
      event('2031-03-03T09:00:00-05:00', '2031-03-03T10:00:00-05:00'),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'calendar#event',
      status: 'confirmed',
      organizer: { email: 'owner.one@gmail.com' },
    });
    const listed = await call(
      owner,
      'GET',
      '/calendars/primary/events?timeMin=2031-03-03T00:00:00Z&timeMax=2031-03-04T00:00:00Z&singleEvents=true&orderBy=startTime',
    );
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([created.body.id]);
    const busy = await call(owner, 'POST', '/freeBusy', range);
    expect(busy.body.calendars.primary.busy).toEqual([
      { start: '2031-03-03T14:00:00.000Z', end: '2031-03-03T15:00:00.000Z' },
    ]);
    const other = await call(tokenFor('owner.two@gmail.com'), 'POST', '/freeBusy', range);
    expect(other.body.calendars.primary.busy).toEqual([]);
    // Survives a restart (DATA_DIR/sandbox/google-calendar.json).
    const again = google();
    expect(
      (await again.call(again.tokenFor('owner.one@gmail.com'), 'POST', '/freeBusy', range)).body.calendars.primary.busy,
    ).toHaveLength(1);
  });

  it('enforces the scope caveat: calendar.events alone does not allow freeBusy', async () => {
    const { tokenFor, call } = google();
    const eventsOnly = tokenFor('scoped@gmail.com', 'openid email https://www.googleapis.com/auth/calendar.events');
    const answer = await call(eventsOnly, 'POST', '/freeBusy', range);
    expect(answer.status).toBe(403);
    expect(answer.body.error.errors[0].reason).toBe('insufficientPermissions');
    expect((await call(eventsOnly, 'GET', '/calendars/primary/events')).status).toBe(200);
    const noCalendar = tokenFor('scoped@gmail.com', 'openid email');
    expect(
      (
        await call(
          noCalendar,
          'POST',
          '/calendars/primary/events',
          event('2031-03-03T09:00:00Z', '2031-03-03T10:00:00Z'),
        )
      ).status,
    ).toBe(403);
  });

  it('validates like Google: unknown fields, empty ranges, ordering and other calendars', async () => {
    const { tokenFor, call } = google();
    const token = tokenFor('validate@gmail.com');
    const unknown = await call(
      token,
      'POST',
      '/calendars/primary/events',
      event('2031-03-03T09:00:00Z', '2031-03-03T10:00:00Z', { colour: 'red' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Invalid JSON payload received. Unknown name "colour": Cannot find field.');
    const backwards = await call(
      token,
      'POST',
      '/calendars/primary/events',
      event('2031-03-03T10:00:00Z', '2031-03-03T09:00:00Z'),
    );
    expect(backwards.body.error.errors[0].reason).toBe('timeRangeEmpty');
    const emptyRange = await call(token, 'POST', '/freeBusy', { ...range, timeMax: range.timeMin });
    expect(emptyRange.body.error.errors[0].reason).toBe('timeRangeEmpty');
    expect((await call(token, 'GET', '/calendars/primary/events?orderBy=startTime')).status).toBe(400);
    expect((await call(token, 'GET', '/calendars/someone.else@gmail.com/events')).status).toBe(404);
    const foreign = await call(token, 'POST', '/freeBusy', { ...range, items: [{ id: 'someone.else@gmail.com' }] });
    expect(foreign.body.calendars['someone.else@gmail.com'].errors[0].reason).toBe('notFound');
  });
});
