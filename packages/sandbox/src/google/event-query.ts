import { calendarError } from './calendar-errors.ts';
import { timeOf, type StoredEvent } from './calendar-state.ts';
import { queryInstant } from './event-time.ts';

/**
 * events.list's query (docs/vendors.md#google-calendar-events): timeMin is a lower bound on an
 * event's end and timeMax an upper bound on its start, both exclusive and with a mandatory offset;
 * orderBy=startTime needs singleEvents=true; q matches words in the text fields; results come in
 * pages of maxResults (at most 2500) behind an opaque pageToken.
 */

export type EventQuery = {
  from: number;
  to: number;
  orderBy?: 'startTime' | 'updated';
  q: string[];
  showDeleted: boolean;
  iCalUID?: string;
  privateProperties: [string, string][];
  sharedProperties: [string, string][];
  maxResults: number;
  offset: number;
};

const invalidValue = () => calendarError(400, 'invalid', 'Invalid Value');

/** The page token carries where the next page starts and which query it belongs to. */
const pageToken = (offset: number, fingerprint: string) =>
  Buffer.from(JSON.stringify({ offset, fingerprint })).toString('base64url');

function offsetOf(token: string | undefined, fingerprint: string) {
  if (token === undefined) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString()) as {
      offset?: unknown;
      fingerprint?: unknown;
    };
    if (typeof parsed.offset === 'number' && parsed.fingerprint === fingerprint) return parsed.offset;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidValue();
}

const pairs = (values: string[] | undefined): [string, string][] =>
  (values ?? []).map((value) => {
    const at = value.indexOf('=');
    if (at < 1) throw invalidValue();
    return [value.slice(0, at), value.slice(at + 1)];
  });

export function readEventQuery(
  query: (name: string) => string | undefined,
  all: (name: string) => string[] | undefined,
) {
  const from = queryInstant(query('timeMin'));
  const to = queryInstant(query('timeMax'));
  if (Number.isNaN(from) || Number.isNaN(to)) throw calendarError(400, 'badRequest', 'Bad Request');
  if (from !== undefined && to !== undefined && to <= from) {
    throw calendarError(400, 'timeRangeEmpty', 'The specified time range is empty.', 'timeMax');
  }
  const orderBy = query('orderBy');
  if (orderBy !== undefined && orderBy !== 'startTime' && orderBy !== 'updated') throw invalidValue();
  if (orderBy === 'startTime' && query('singleEvents') !== 'true') {
    throw calendarError(400, 'invalid', 'The requested ordering is not available for the particular query.');
  }
  const max = query('maxResults');
  const maxResults = max === undefined ? 250 : Number(max);
  if (!Number.isInteger(maxResults) || maxResults < 1) throw invalidValue();
  // Everything but the page token: a token is only good for the query that made it.
  const fingerprint = JSON.stringify(['timeMin', 'timeMax', 'orderBy', 'q', 'showDeleted'].map(query));
  return {
    query: {
      from: from ?? -Infinity,
      to: to ?? Infinity,
      orderBy,
      q: (query('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean),
      showDeleted: query('showDeleted') === 'true',
      iCalUID: query('iCalUID'),
      privateProperties: pairs(all('privateExtendedProperty')),
      sharedProperties: pairs(all('sharedExtendedProperty')),
      maxResults: Math.min(maxResults, 2500),
      offset: offsetOf(query('pageToken'), fingerprint),
    } satisfies EventQuery,
    fingerprint,
  };
}

/** The words q is matched against: summary, description, location, attendees' names and addresses. */
const searchableText = (event: StoredEvent) =>
  [
    event.summary,
    event.description,
    event.location,
    ...(event.attendees ?? []).flatMap((guest) => [guest.displayName, guest.email]),
    event.organizer.email,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

const hasProperties = (stored: Record<string, string> | undefined, wanted: [string, string][]) =>
  wanted.every(([name, value]) => stored?.[name] === value);

/** One page of the calendar's events for the query, and the token of the next page if there is one. */
export function pageOfEvents(events: StoredEvent[], query: EventQuery, fingerprint: string) {
  const matching = events
    .filter((event) => timeOf(event.start) < query.to && timeOf(event.end) > query.from)
    .filter((event) => query.showDeleted || event.status !== 'cancelled')
    .filter((event) => query.iCalUID === undefined || event.iCalUID === query.iCalUID)
    .filter((event) => query.q.every((word) => searchableText(event).includes(word)))
    .filter((event) => hasProperties(event.extendedProperties?.private, query.privateProperties))
    .filter((event) => hasProperties(event.extendedProperties?.shared, query.sharedProperties))
    .sort((a, b) =>
      query.orderBy === 'updated' ? a.updated.localeCompare(b.updated) : timeOf(a.start) - timeOf(b.start),
    );
  const end = query.offset + query.maxResults;
  return {
    items: matching.slice(query.offset, end),
    nextPageToken: end < matching.length ? pageToken(end, fingerprint) : undefined,
  };
}
