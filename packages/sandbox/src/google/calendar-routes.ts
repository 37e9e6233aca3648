import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  CalendarApiError,
  calendarError,
  credentialsInvalid,
  credentialsMissing,
  insufficientScopes,
  invalidArgument,
  respond,
} from './calendar-errors.ts';
import { timeOf, type GoogleCalendarStore } from './calendar-state.ts';
import { readNewEvent } from './event-input.ts';
import { pageOfEvents, readEventQuery } from './event-query.ts';
import { queryInstant } from './event-time.ts';
import type { GoogleSandboxStore } from './google-state.ts';

const SCOPE = 'https://www.googleapis.com/auth/';
// Which scopes allow which call (docs/vendors.md#google-scopes).
const FREEBUSY = ['calendar', 'calendar.readonly', 'calendar.freebusy', 'calendar.events.freebusy'];
const READ_EVENTS = ['calendar', 'calendar.readonly', 'calendar.events', 'calendar.events.readonly'];
const WRITE_EVENTS = ['calendar', 'calendar.events'];
const CALENDAR_LIST = ['calendar', 'calendar.readonly', 'calendar.calendarlist', 'calendar.calendarlist.readonly'];

// The sandbox account's one calendar: in UTC, with Google's usual default reminder.
const TIME_ZONE = 'UTC';
const DEFAULT_REMINDERS = [{ method: 'popup', minutes: 10 }];

type Grant = { sub: string; email: string; scope: string };

const freeBusyBody = z.strictObject({
  timeMin: z.string(),
  timeMax: z.string(),
  timeZone: z.string().optional(),
  groupExpansionMax: z.number().optional(),
  calendarExpansionMax: z.number().optional(),
  items: z.array(z.strictObject({ id: z.string() })),
});

/** The JSON body, or the front end's refusal of one that does not parse. */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text || '{}');
  } catch {
    throw new CalendarApiError(
      400,
      [{ message: 'Invalid JSON payload received.', domain: 'global', reason: 'parseError' }],
      {
        status: 'INVALID_ARGUMENT',
      },
    );
  }
}

/**
 * The sandbox's Calendar v3: freeBusy, events.list, insert, get, patch and delete, and
 * calendarList.list (docs/vendors.md#google-calendar-freebusy).
 */
export function googleCalendarRoutes(tokens: GoogleSandboxStore, calendars: GoogleCalendarStore) {
  const app = new Hono<{ Variables: { grant: Grant } }>();

  app.onError((error, c) => {
    if (error instanceof CalendarApiError) return respond(c, error);
    throw error;
  });

  app.use('*', async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw credentialsMissing();
    const grant = header.startsWith('Bearer ') ? tokens.accessGrant(header.slice(7)) : undefined;
    if (!grant) throw credentialsInvalid();
    c.set('grant', grant);
    await next();
  });

  /** The scope check, named for the method as Google names it in its error details. */
  const requireScope = (grant: Grant, scopes: string[], method: string) => {
    const granted = grant.scope.split(/\s+/);
    if (!scopes.some((name) => granted.includes(`${SCOPE}${name}`))) throw insufficientScopes(method);
  };
  const isOwn = (grant: Grant, id: string) => id === 'primary' || id.toLowerCase() === grant.email;
  const ownCalendar = (grant: Grant, id: string) => {
    if (!isOwn(grant, id)) throw calendarError(404, 'notFound', 'Not Found');
  };

  app.post('/freeBusy', async (c) => {
    const grant = c.var.grant;
    requireScope(grant, FREEBUSY, 'calendar.v3.Freebusy.Query');
    const parsed = freeBusyBody.safeParse(await jsonBody(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.code === 'unrecognized_keys') {
        throw invalidArgument(`Invalid JSON payload received. Unknown name "${issue.keys[0]}": Cannot find field.`);
      }
      throw calendarError(400, 'required', 'Required');
    }
    const from = queryInstant(parsed.data.timeMin)!;
    const to = queryInstant(parsed.data.timeMax)!;
    if (Number.isNaN(from) || Number.isNaN(to)) throw calendarError(400, 'badRequest', 'Bad Request');
    if (to <= from) throw calendarError(400, 'timeRangeEmpty', 'The specified time range is empty.', 'timeMax');
    const entries = parsed.data.items.map(({ id }) => {
      if (!isOwn(grant, id)) return [id, { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }];
      const busy = calendars
        .between(grant.sub, from, to)
        .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent')
        .map((event) => ({
          start: new Date(Math.max(timeOf(event.start), from)).toISOString(),
          end: new Date(Math.min(timeOf(event.end), to)).toISOString(),
        }));
      return [id, { busy }];
    });
    return c.json({
      kind: 'calendar#freeBusy',
      timeMin: new Date(from).toISOString(),
      timeMax: new Date(to).toISOString(),
      calendars: Object.fromEntries(entries),
    });
  });

  app.get('/users/me/calendarList', (c) => {
    const grant = c.var.grant;
    requireScope(grant, CALENDAR_LIST, 'calendar.v3.CalendarList.List');
    return c.json({
      kind: 'calendar#calendarList',
      etag: '"p3sandbox"',
      nextSyncToken: 'sandbox-calendar-list',
      items: [
        {
          kind: 'calendar#calendarListEntry',
          etag: '"p3sandbox"',
          id: grant.email,
          summary: grant.email,
          timeZone: TIME_ZONE,
          colorId: '14',
          backgroundColor: '#9fe1e7',
          foregroundColor: '#000000',
          selected: true,
          accessRole: 'owner',
          defaultReminders: DEFAULT_REMINDERS,
          notificationSettings: { notifications: [{ type: 'eventCreation', method: 'email' }] },
          primary: true,
          conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
        },
      ],
    });
  });

  app.get('/calendars/:calendarId/events', (c) => {
    const grant = c.var.grant;
    requireScope(grant, READ_EVENTS, 'calendar.v3.Events.List');
    ownCalendar(grant, c.req.param('calendarId'));
    const { query, fingerprint } = readEventQuery(
      (name) => c.req.query(name),
      (name) => c.req.queries(name),
    );
    const page = pageOfEvents(calendars.events(grant.sub), query, fingerprint);
    return c.json({
      kind: 'calendar#events',
      etag: `"p3${Date.now()}"`,
      summary: grant.email,
      timeZone: c.req.query('timeZone') ?? TIME_ZONE,
      updated: new Date().toISOString(),
      accessRole: 'owner',
      defaultReminders: DEFAULT_REMINDERS,
      // The last page carries a sync token instead of a page token.
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : { nextSyncToken: `sandbox-${Date.now()}` }),
      items: page.items,
    });
  });

  app.post('/calendars/:calendarId/events', async (c) => {
    const grant = c.var.grant;
    requireScope(grant, WRITE_EVENTS, 'calendar.v3.Events.Insert');
    ownCalendar(grant, c.req.param('calendarId'));
    const sendUpdates = c.req.query('sendUpdates');
    if (sendUpdates && !['all', 'externalOnly', 'none'].includes(sendUpdates)) {
      throw calendarError(400, 'invalidParameter', `Invalid value for sendUpdates: ${sendUpdates}`, 'sendUpdates');
    }
    const version = Number(c.req.query('conferenceDataVersion') ?? 0);
    if (!(version === 0 || version === 1)) {
      throw calendarError(400, 'invalid', 'Invalid Value', 'conferenceDataVersion');
    }
    const event = readNewEvent(await jsonBody(c));
    if (event.id && calendars.has(grant.sub, event.id)) {
      throw calendarError(409, 'duplicate', 'The requested identifier already exists.');
    }
    return c.json(calendars.insert(grant.sub, grant.email, event, version));
  });

  /** An event of the account's calendar; a deleted one is still there, cancelled, as on Google. */
  const storedEvent = (grant: Grant, calendarId: string, eventId: string) => {
    ownCalendar(grant, calendarId);
    const event = calendars.find(grant.sub, eventId);
    if (!event) throw calendarError(404, 'notFound', 'Not Found');
    return event;
  };
  const gone = () => calendarError(410, 'deleted', 'Resource has been deleted');

  app.get('/calendars/:calendarId/events/:eventId', (c) => {
    const grant = c.var.grant;
    requireScope(grant, READ_EVENTS, 'calendar.v3.Events.Get');
    return c.json(storedEvent(grant, c.req.param('calendarId'), c.req.param('eventId')));
  });

  app.patch('/calendars/:calendarId/events/:eventId', async (c) => {
    const grant = c.var.grant;
    requireScope(grant, WRITE_EVENTS, 'calendar.v3.Events.Patch');
    const event = storedEvent(grant, c.req.param('calendarId'), c.req.param('eventId'));
    if (event.status === 'cancelled') throw gone();
    const body = await jsonBody(c);
    // The patch's fields over the event's, checked as a whole event is on insert.
    const { id: _id, ...merged } = readNewEvent({ ...event, ...(body as object), id: event.id });
    return c.json(calendars.update(grant.sub, event.id, merged));
  });

  app.delete('/calendars/:calendarId/events/:eventId', (c) => {
    const grant = c.var.grant;
    requireScope(grant, WRITE_EVENTS, 'calendar.v3.Events.Delete');
    const event = storedEvent(grant, c.req.param('calendarId'), c.req.param('eventId'));
    if (event.status === 'cancelled') throw gone();
    calendars.cancel(grant.sub, event.id);
    return c.body(null, 204);
  });

  return app;
}
