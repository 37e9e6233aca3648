import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { timeOf, type GoogleCalendarStore } from './calendar-state.ts';
import type { GoogleSandboxStore } from './google-state.ts';

const SCOPE = 'https://www.googleapis.com/auth/';
// Which scopes allow which call (docs/vendors.md#google-scopes).
const FREEBUSY = ['calendar', 'calendar.readonly', 'calendar.freebusy', 'calendar.events.freebusy'];
const READ_EVENTS = ['calendar', 'calendar.readonly', 'calendar.events', 'calendar.events.readonly'];
const WRITE_EVENTS = ['calendar', 'calendar.events'];

type Grant = { sub: string; email: string; scope: string };
type Status = 400 | 401 | 403 | 404;

/** Google's API error shape (docs/vendors.md#google-api-errors). */
function googleError(c: Context, status: Status, reason: string, message: string, location?: string) {
  const item = { domain: status === 400 ? 'calendar' : 'global', reason, message, ...(location ? { location } : {}) };
  const extra = status === 401 ? { status: 'UNAUTHENTICATED' } : {};
  return c.json({ error: { errors: [item], code: status, message, ...extra } }, status);
}

const rfc3339 = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Bad Request');
const eventTime = z
  .object({ dateTime: rfc3339.optional(), date: z.iso.date().optional(), timeZone: z.string().optional() })
  .strict()
  .refine(
    (time) => !!time.dateTime !== !!time.date,
    'Start and end times must either both be date or both be dateTime.',
  );
const freeBusyBody = z.object({
  timeMin: rfc3339,
  timeMax: rfc3339,
  timeZone: z.string().optional(),
  groupExpansionMax: z.number().optional(),
  calendarExpansionMax: z.number().optional(),
  items: z.array(z.object({ id: z.string() }).strict()),
});
const eventBody = z
  .object({
    summary: z.string().optional(),
    description: z.string().optional(),
    location: z.string().optional(),
    start: eventTime,
    end: eventTime,
    status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
    transparency: z.enum(['opaque', 'transparent']).optional(),
    attendees: z.array(z.object({ email: z.email(), displayName: z.string().optional() }).strict()).optional(),
  })
  .strict();

/** Reads a JSON body the way Google's front end does, naming the first unknown field. */
async function readBody<T>(c: Context, schema: z.ZodType<T>) {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0]!;
  const message =
    issue.code === 'unrecognized_keys'
      ? `Invalid JSON payload received. Unknown name "${issue.keys[0]}": Cannot find field.`
      : issue.path.length > 0
        ? `Missing or invalid field: ${issue.path.join('.')}`
        : issue.message;
  return { error: googleError(c, 400, issue.code === 'unrecognized_keys' ? 'invalid' : 'required', message) };
}

/** The sandbox's Calendar v3: freeBusy, events.list, events.insert (docs/vendors.md#google-calendar-freebusy). */
export function googleCalendarRoutes(tokens: GoogleSandboxStore, calendars: GoogleCalendarStore) {
  const app = new Hono<{ Variables: { grant: Grant } }>();

  app.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const grant = header.startsWith('Bearer ') ? tokens.accessGrant(header.slice(7)) : undefined;
    if (!grant) return googleError(c, 401, 'authError', 'Invalid Credentials', 'Authorization');
    c.set('grant', grant);
    await next();
  });

  const allowed = (grant: Grant, scopes: string[]) =>
    grant.scope.split(/\s+/).some((scope) => scopes.some((name) => scope === `${SCOPE}${name}`));
  const insufficient = (c: Context) =>
    googleError(c, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
  const isOwn = (grant: Grant, id: string) => id === 'primary' || id.toLowerCase() === grant.email;

  app.post('/freeBusy', async (c) => {
    const grant = c.var.grant;
    if (!allowed(grant, FREEBUSY)) return insufficient(c);
    const body = await readBody(c, freeBusyBody);
    if (body.error) return body.error;
    const from = Date.parse(body.data.timeMin);
    const to = Date.parse(body.data.timeMax);
    if (to <= from) return googleError(c, 400, 'timeRangeEmpty', 'The specified time range is empty.', 'timeMax');
    const entries = body.data.items.map(({ id }) => {
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

  app.get('/calendars/:calendarId/events', (c) => {
    const grant = c.var.grant;
    if (!allowed(grant, READ_EVENTS)) return insufficient(c);
    if (!isOwn(grant, c.req.param('calendarId'))) return googleError(c, 404, 'notFound', 'Not Found');
    const query = c.req.query();
    if (query.orderBy === 'startTime' && query.singleEvents !== 'true') {
      return googleError(c, 400, 'invalid', 'The requested ordering is not available for the particular query.');
    }
    const from = query.timeMin ? Date.parse(query.timeMin) : -Infinity;
    const to = query.timeMax ? Date.parse(query.timeMax) : Infinity;
    if (Number.isNaN(from) || Number.isNaN(to)) return googleError(c, 400, 'badRequest', 'Bad Request');
    const maxResults = Math.min(Number(query.maxResults ?? 250) || 250, 2500);
    const items = calendars.between(grant.sub, from, to).filter((event) => event.status !== 'cancelled');
    return c.json({
      kind: 'calendar#events',
      summary: grant.email,
      timeZone: 'UTC',
      updated: new Date().toISOString(),
      accessRole: 'owner',
      defaultReminders: [],
      items: items.slice(0, maxResults),
    });
  });

  app.post('/calendars/:calendarId/events', async (c) => {
    const grant = c.var.grant;
    if (!allowed(grant, WRITE_EVENTS)) return insufficient(c);
    if (!isOwn(grant, c.req.param('calendarId'))) return googleError(c, 404, 'notFound', 'Not Found');
    const sendUpdates = c.req.query('sendUpdates');
    if (sendUpdates && !['all', 'externalOnly', 'none'].includes(sendUpdates)) {
      return googleError(c, 400, 'invalidParameter', `Invalid value for sendUpdates: ${sendUpdates}`);
    }
    const body = await readBody(c, eventBody);
    if (body.error) return body.error;
    if (timeOf(body.data.end) <= timeOf(body.data.start)) {
      return googleError(c, 400, 'timeRangeEmpty', 'The specified time range is empty.', 'end');
    }
    return c.json(calendars.insert(grant.sub, grant.email, body.data));
  });

  return app;
}
