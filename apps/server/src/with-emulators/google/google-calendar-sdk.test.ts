import { auth, calendar, type calendar_v3 } from '@googleapis/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { CALENDAR_SCOPES } from '../../providers/calendar/calendar.ts';
import { consentTo } from '../../testing/calendar-consent.ts';
import { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from '@portal/sandbox/google/google-emulator';
import { subjectFor } from '@portal/sandbox/google/google-state';
import { connectWithSdk, listenGoogleEmulator, SDK_CLIENT } from '@portal/sandbox/google/google-sdk-fixture';
import { rejectionOf } from '@portal/shared/testing/rejection';

// @googleapis/calendar, Google's own Calendar v3 client, reaching the emulator by its rootUrl and
// authorised by google-auth-library: every call the product makes, in the product's shapes, and
// the wider Event resource Google accepts, answered as Google answers.

let google: Awaited<ReturnType<typeof listenGoogleEmulator>>;
beforeAll(async () => (google = await listenGoogleEmulator(consentTo)));
afterAll(() => google.close());

/**
 * A calendar client for a fresh account connected with the given scopes. The tokens come from the
 * product's google-auth-library; the client is authorised by the OAuth2Client @googleapis/calendar
 * brings itself (its own copy of google-auth-library, whose types differ), which refreshes at the emulator too.
 */
async function calendarFor(email: string, scope = CALENDAR_SCOPES) {
  const { tokens } = await connectWithSdk(google, { scope, email });
  const oauth = new auth.OAuth2({ ...SDK_CLIENT, endpoints: { oauth2TokenUrl: `${google.root}/token` } });
  oauth.setCredentials(tokens);
  return calendar({ version: 'v3', rootUrl: `${google.root}/`, auth: oauth });
}

type ApiFailure = { status: number; data: { error: Record<string, unknown> & { errors: Record<string, unknown>[] } } };
async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = (await rejectionOf(promise, Error)) as Error & { response?: ApiFailure };
  expect(error.response).toBeDefined();
  return error.response!;
}

/** The body the product's insertEvent sends (google-calendar-api.ts). */
const productEvent = (start: string, end: string): calendar_v3.Schema$Event => ({
  summary: 'Consultation – Jane Doe',
  description: 'Phone: +15125550123\nBooked by the AI agent Ava.',
  start: { dateTime: start, timeZone: 'America/New_York' },
  end: { dateTime: end, timeZone: 'America/New_York' },
  attendees: [{ email: 'jane@example.com' }],
});
const DAY = { timeMin: '2031-03-03T00:00:00-05:00', timeMax: '2031-03-04T00:00:00-05:00' };

/** Fields Google stores as given, sent and then read back. */
const reminders = {
  useDefault: false,
  overrides: [
    { method: 'email', minutes: 1440 },
    { method: 'popup', minutes: 10 },
  ],
};
const extendedProperties = { private: { bookingId: 'b-42' }, shared: { source: 'portal' } };

describe('@googleapis/calendar against the Google emulator: the product’s calls', () => {
  it('inserts the product’s event, lists it (singleEvents, orderBy startTime) and reports it busy', async () => {
    const api = await calendarFor('calendar.product@gmail.com');
    const { data: created } = await api.events.insert({
      calendarId: 'primary',
      sendUpdates: 'none',
      requestBody: productEvent('2031-03-03T10:00:00-05:00', '2031-03-03T10:30:00-05:00'),
    });
    expect(created).toMatchObject({
      kind: 'calendar#event',
      status: 'confirmed',
      summary: 'Consultation – Jane Doe',
      start: { dateTime: '2031-03-03T10:00:00-05:00', timeZone: 'America/New_York' },
      organizer: { email: 'calendar.product@gmail.com', self: true },
      attendees: [{ email: 'jane@example.com', responseStatus: 'needsAction' }],
      reminders: { useDefault: true },
      eventType: 'default',
    });
    expect(created.id).toMatch(/^[a-v0-9]{5,}$/);
    expect(created.htmlLink).toMatch(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/);
    expect(created).not.toHaveProperty('conferenceData');
    expect(created).not.toHaveProperty('hangoutLink');

    const { data: listed } = await api.events.list({
      calendarId: 'primary',
      ...DAY,
      singleEvents: true,
      orderBy: 'startTime',
      maxResults: 250,
    });
    expect(listed).toMatchObject({ kind: 'calendar#events', accessRole: 'owner', timeZone: 'UTC' });
    expect(listed.items?.map((item) => item.id)).toEqual([created.id]);

    const { data: busy } = await api.freebusy.query({
      requestBody: { ...DAY, timeZone: 'America/New_York', items: [{ id: 'primary' }] },
    });
    expect(busy.kind).toBe('calendar#freeBusy');
    expect(busy.calendars?.primary?.busy).toEqual([
      { start: '2031-03-03T15:00:00.000Z', end: '2031-03-03T15:30:00.000Z' },
    ]);
  });

  it('refuses calendarList.list to the product’s scopes, and answers it with calendar.readonly', async () => {
    const scoped = await calendarFor('calendar.list@gmail.com');
    const refused = await failure(scoped.calendarList.list());
    expect(refused.status).toBe(403);
    expect(refused.data.error).toMatchObject({
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      status: 'PERMISSION_DENIED',
      errors: [{ reason: 'insufficientPermissions', domain: 'global', message: 'Insufficient Permission' }],
    });
    const reader = await calendarFor('calendar.list@gmail.com', [
      ...CALENDAR_SCOPES,
      'https://www.googleapis.com/auth/calendar.readonly',
    ]);
    const { data } = await reader.calendarList.list();
    expect(data.kind).toBe('calendar#calendarList');
    expect(data.items).toEqual([
      expect.objectContaining({
        kind: 'calendar#calendarListEntry',
        id: 'calendar.list@gmail.com',
        primary: true,
        accessRole: 'owner',
        timeZone: 'UTC',
      }),
    ]);
  });
});

describe('@googleapis/calendar against the Google emulator: the Event resource Google accepts', () => {
  it('keeps every valid field: location, all-day dates, attendees, reminders, extended properties…', async () => {
    const api = await calendarFor('calendar.fields@gmail.com');
    const { data: event } = await api.events.insert({
      calendarId: 'primary',
      requestBody: {
        id: 'booking0001',
        summary: 'Team offsite',
        description: 'Whole day',
        location: '800 Howard St., San Francisco, CA 94103',
        colorId: '5',
        start: { date: '2031-04-01' },
        end: { date: '2031-04-02' },
        transparency: 'transparent',
        visibility: 'private',
        attendees: [
          { email: 'Calendar.Fields@gmail.com' },
          { email: 'guest@example.com', displayName: 'Guest', optional: true },
        ],
        reminders,
        extendedProperties,
        guestsCanModify: false,
        guestsCanInviteOthers: false,
        source: { url: 'https://portal.example.com/bookings/b-42', title: 'Booking b-42' },
        // Google takes output-only fields in a request and ignores them.
        kind: 'calendar#event',
        htmlLink: 'https://example.com/ignored',
      },
    });
    expect(event).toMatchObject({
      id: 'booking0001',
      location: '800 Howard St., San Francisco, CA 94103',
      start: { date: '2031-04-01' },
      end: { date: '2031-04-02' },
      transparency: 'transparent',
      visibility: 'private',
      colorId: '5',
      reminders,
      extendedProperties,
      source: { title: 'Booking b-42' },
      iCalUID: 'booking0001@google.com',
    });
    expect(event.htmlLink).not.toBe('https://example.com/ignored');
    expect(event.attendees).toEqual([
      { email: 'Calendar.Fields@gmail.com', organizer: true, self: true, responseStatus: 'needsAction' },
      { email: 'guest@example.com', displayName: 'Guest', optional: true, responseStatus: 'needsAction' },
    ]);
    // A transparent (free) event does not make the day busy.
    const { data: busy } = await api.freebusy.query({
      requestBody: { timeMin: '2031-04-01T00:00:00Z', timeMax: '2031-04-02T00:00:00Z', items: [{ id: 'primary' }] },
    });
    expect(busy.calendars?.primary?.busy).toEqual([]);
  });

  it('reads a dateTime without offset in its timeZone, and makes a Meet only with conferenceDataVersion=1', async () => {
    const api = await calendarFor('calendar.meet@gmail.com');
    const requestBody: calendar_v3.Schema$Event = {
      summary: 'Call',
      start: { dateTime: '2031-07-01T09:00:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2031-07-01T09:30:00', timeZone: 'Europe/Paris' },
      conferenceData: { createRequest: { requestId: 'req-1', conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    };
    const { data: plain } = await api.events.insert({ calendarId: 'primary', requestBody });
    expect(plain.start).toEqual({ dateTime: '2031-07-01T09:00:00+02:00', timeZone: 'Europe/Paris' });
    expect(plain).not.toHaveProperty('conferenceData');
    const { data: meet } = await api.events.insert({ calendarId: 'primary', conferenceDataVersion: 1, requestBody });
    expect(meet.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(meet.conferenceData).toMatchObject({
      createRequest: { requestId: 'req-1', status: { statusCode: 'success' } },
      conferenceSolution: { key: { type: 'hangoutsMeet' } },
    });
  });

  it('lists with q, extended-property filters and pages of maxResults', async () => {
    const api = await calendarFor('calendar.pages@gmail.com');
    for (const [hour, name] of [
      ['09', 'Ann Lee'],
      ['11', 'Bo Race'],
      ['13', 'Cy Twice'],
    ] as const) {
      await api.events.insert({
        calendarId: 'primary',
        requestBody: {
          ...productEvent(`2031-03-03T${hour}:00:00-05:00`, `2031-03-03T${hour}:30:00-05:00`),
          summary: `Consultation – ${name}`,
          extendedProperties: { private: { caller: name } },
        },
      });
    }
    const list = (params: calendar_v3.Params$Resource$Events$List = {}) =>
      api.events.list({ calendarId: 'primary', ...DAY, singleEvents: true, orderBy: 'startTime', ...params });
    const summaries = (page: { data: calendar_v3.Schema$Events }) => page.data.items?.map((item) => item.summary);

    expect(summaries(await list({ q: 'bo race' }))).toEqual(['Consultation – Bo Race']);
    expect(summaries(await list({ privateExtendedProperty: ['caller=Cy Twice'] }))).toEqual([
      'Consultation – Cy Twice',
    ]);
    const first = await list({ maxResults: 2 });
    expect(summaries(first)).toEqual(['Consultation – Ann Lee', 'Consultation – Bo Race']);
    expect(first.data.nextPageToken).toBeTruthy();
    const second = await list({ maxResults: 2, pageToken: first.data.nextPageToken! });
    expect(summaries(second)).toEqual(['Consultation – Cy Twice']);
    expect(second.data.nextPageToken).toBeUndefined();
    expect(second.data.nextSyncToken).toBeTruthy();
    // timeMin/timeMax bound the end and the start: an event ending at timeMin is not listed.
    expect(summaries(await list({ timeMin: '2031-03-03T09:30:00-05:00' }))).toEqual([
      'Consultation – Bo Race',
      'Consultation – Cy Twice',
    ]);
  });
});

describe('@googleapis/calendar against the Google emulator: errors in Google’s envelope', () => {
  it('401 for a token Google does not know', async () => {
    const bogus = new auth.OAuth2();
    bogus.setCredentials({ access_token: 'ya29.not-a-token' });
    const api = calendar({ version: 'v3', rootUrl: `${google.root}/`, auth: bogus });
    const refused = await failure(api.events.list({ calendarId: 'primary' }));
    expect(refused.status).toBe(401);
    expect(refused.data.error).toMatchObject({
      code: 401,
      message: expect.stringMatching(/^Request had invalid authentication credentials\./),
      status: 'UNAUTHENTICATED',
      errors: [
        {
          message: 'Invalid Credentials',
          domain: 'global',
          reason: 'authError',
          location: 'Authorization',
          locationType: 'header',
        },
      ],
    });
  });

  it('404 for a calendar that is not the account’s', async () => {
    const api = await calendarFor('calendar.errors@gmail.com');
    const refused = await failure(api.events.list({ calendarId: 'someone.else@gmail.com' }));
    expect(refused.status).toBe(404);
    expect(refused.data).toEqual({
      error: {
        code: 404,
        message: 'Not Found',
        errors: [{ domain: 'global', reason: 'notFound', message: 'Not Found' }],
      },
    });
    const insert = await failure(
      api.events.insert({
        calendarId: 'someone.else@gmail.com',
        requestBody: productEvent('2031-03-03T10:00:00-05:00', '2031-03-03T10:30:00-05:00'),
      }),
    );
    expect(insert.status).toBe(404);
  });

  it('400 for events Google would refuse, 409 for an id already taken', async () => {
    const api = await calendarFor('calendar.refusals@gmail.com');
    const insert = (requestBody: calendar_v3.Schema$Event) =>
      failure(api.events.insert({ calendarId: 'primary', requestBody }));
    const event = productEvent('2031-03-03T10:00:00-05:00', '2031-03-03T10:30:00-05:00');

    const unknown = await insert({ ...event, colour: 'red' } as calendar_v3.Schema$Event);
    expect(unknown.data.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'Invalid JSON payload received. Unknown name "colour": Cannot find field.',
    });
    const backwards = await insert({ ...event, end: { dateTime: '2031-03-03T09:00:00-05:00' } });
    expect(backwards.data.error.errors).toEqual([
      { domain: 'calendar', reason: 'timeRangeEmpty', message: 'The specified time range is empty.' },
    ]);
    const zones = await insert({
      ...event,
      start: { dateTime: '2031-03-03T10:00:00-05:00', timeZone: 'Mars/Olympus' },
      end: { dateTime: '2031-03-03T10:30:00-05:00', timeZone: 'Mars/Olympus' },
    });
    expect(zones.data.error.errors.map((error) => error.message)).toEqual([
      'Invalid time zone definition for start time.',
      'Invalid time zone definition for end time.',
    ]);
    const noZone = await insert({ ...event, start: { dateTime: '2031-03-03T10:00:00' } });
    expect(noZone.data.error.message).toBe('Missing time zone definition for start time.');
    const mixed = await insert({ ...event, end: { date: '2031-03-04' } });
    expect(mixed.data.error.message).toBe('Start and end times must either both be date or both be dateTime.');
    const both = await insert({
      ...event,
      reminders: { useDefault: true, overrides: [{ method: 'popup', minutes: 5 }] },
    });
    expect(both.data.error.errors[0]).toMatchObject({ reason: 'cannotUseDefaultRemindersAndSpecifyOverride' });

    await api.events.insert({ calendarId: 'primary', requestBody: { ...event, id: 'booking0002' } });
    const taken = await insert({ ...event, id: 'booking0002' });
    expect(taken.status).toBe(409);
    expect(taken.data.error.errors[0]).toMatchObject({ reason: 'duplicate' });
    const badId = await insert({ ...event, id: 'Not_Base32' });
    expect(badId.data.error.message).toBe('Invalid resource id value.');
    // What the sandbox does not keep, it refuses in plain words rather than list wrongly.
    const recurring = await insert({ ...event, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    expect(recurring.data.error.message).toContain('recurrence is not supported');
    const away = await insert({
      ...event,
      eventType: 'outOfOffice',
      outOfOfficeProperties: { autoDeclineMode: 'declineNone' },
    });
    expect(away.data.error.message).toContain('eventType "outOfOffice" is not supported');
  });

  it('400 for a query Google would refuse', async () => {
    const api = await calendarFor('calendar.queries@gmail.com');
    const noOffset = await failure(
      api.events.list({ calendarId: 'primary', timeMin: '2031-03-03T00:00:00', timeMax: DAY.timeMax }),
    );
    expect(noOffset.status).toBe(400);
    expect(noOffset.data.error.errors[0]).toMatchObject({ reason: 'badRequest' });
    const ordering = await failure(api.events.list({ calendarId: 'primary', orderBy: 'startTime' }));
    expect(ordering.data.error.message).toBe('The requested ordering is not available for the particular query.');
    const empty = await failure(
      api.freebusy.query({ requestBody: { timeMin: DAY.timeMax, timeMax: DAY.timeMin, items: [{ id: 'primary' }] } }),
    );
    expect(empty.data.error.errors).toEqual([
      {
        domain: 'calendar',
        reason: 'timeRangeEmpty',
        message: 'The specified time range is empty.',
        location: 'timeMax',
        locationType: 'parameter',
      },
    ]);
  });
});

describe('@googleapis/calendar and the emulator under /sandbox/google (as the server mounts it)', () => {
  it('reaches it with a per-request rootUrl; the client-wide rootUrl keeps only the origin', async () => {
    const emulator = createGoogleEmulator({ client: SDK_CLIENT });
    const app = new Hono().route(GOOGLE_SANDBOX_MOUNT, emulator.app);
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    try {
      const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}${GOOGLE_SANDBOX_MOUNT}/`;
      const email = 'mounted@gmail.com';
      const grant = { sub: subjectFor(email), email, name: 'Mounted', scope: CALENDAR_SCOPES.join(' ') };
      const { accessToken } = emulator.store.issueTokens({ ...grant, clientId: SDK_CLIENT.clientId }, false);
      const oauth = new auth.OAuth2();
      oauth.setCredentials({ access_token: accessToken });
      const api = calendar({ version: 'v3', rootUrl: root, auth: oauth });
      expect((await failure(api.events.list({ calendarId: 'primary' }))).status).toBe(404);
      const { data } = await api.events.list({ calendarId: 'primary' }, { rootUrl: root });
      expect(data.kind).toBe('calendar#events');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('moving and cancelling an event with the SDK, as the booking tools do', () => {
  it('gets an event, moves it with events.patch and cancels it with events.delete', async () => {
    const api = await calendarFor('mover@example.com');
    const created = (
      await api.events.insert({
        calendarId: 'primary',
        requestBody: productEvent('2031-03-03T10:00:00-05:00', '2031-03-03T10:30:00-05:00'),
      })
    ).data;
    const read = (await api.events.get({ calendarId: 'primary', eventId: created.id! })).data;
    expect(read).toMatchObject({ id: created.id, status: 'confirmed', summary: created.summary });

    const moved = (
      await api.events.patch({
        calendarId: 'primary',
        eventId: created.id!,
        requestBody: {
          start: { dateTime: '2031-03-04T14:00:00-05:00', timeZone: 'America/New_York' },
          end: { dateTime: '2031-03-04T14:30:00-05:00', timeZone: 'America/New_York' },
        },
      })
    ).data;
    expect(moved).toMatchObject({ id: created.id, summary: created.summary, sequence: 1 });
    expect(moved.start?.dateTime).toBe('2031-03-04T14:00:00-05:00');
    // The old slot is free, the new one busy.
    const busy = async (timeMin: string, timeMax: string) =>
      (await api.freebusy.query({ requestBody: { timeMin, timeMax, items: [{ id: 'primary' }] } })).data.calendars
        ?.primary?.busy;
    expect(await busy(DAY.timeMin, DAY.timeMax)).toEqual([]);
    expect(await busy('2031-03-04T00:00:00-05:00', '2031-03-05T00:00:00-05:00')).toHaveLength(1);

    const deleted = await api.events.delete({ calendarId: 'primary', eventId: created.id! });
    expect(deleted.status).toBe(204);
    // Google keeps a deleted event for sync: get finds it cancelled, list leaves it out.
    expect((await api.events.get({ calendarId: 'primary', eventId: created.id! })).data.status).toBe('cancelled');
    const listed = await api.events.list({ calendarId: 'primary', timeMin: '2031-03-04T00:00:00-05:00' });
    expect(listed.data.items).toEqual([]);
    const again = await failure(api.events.delete({ calendarId: 'primary', eventId: created.id! }));
    expect([again.status, again.data.error.errors[0]!.reason]).toEqual([410, 'deleted']);
    const patchGone = await failure(
      api.events.patch({ calendarId: 'primary', eventId: created.id!, requestBody: { summary: 'x' } }),
    );
    expect(patchGone.status).toBe(410);
  });

  it('answers 404 for an event it never had', async () => {
    const api = await calendarFor('nobody@example.com');
    const missing = await failure(api.events.get({ calendarId: 'primary', eventId: 'abcdefgh12345' }));
    expect([missing.status, missing.data.error.errors[0]!.reason]).toEqual([404, 'notFound']);
  });
});
