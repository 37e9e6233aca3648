import { CalendarProviderError, type CalendarApi, type CalendarEvent } from './calendar.ts';

type GoogleEvent = {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  htmlLink?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
};

type GoogleErrorBody = { error?: { code?: number; message?: string; errors?: { reason?: string }[] } | string };

const TIMEOUT_MS = 10_000;

const toEvent = (event: GoogleEvent): CalendarEvent => ({
  id: event.id,
  status: event.status ?? 'confirmed',
  summary: event.summary ?? null,
  description: event.description ?? null,
  start: event.start?.dateTime ?? event.start?.date ?? '',
  end: event.end?.dateTime ?? event.end?.date ?? '',
  htmlLink: event.htmlLink ?? null,
});

/** One Calendar v3 call with the access token; Google's error envelope becomes a CalendarProviderError. */
export async function googleJson<T>(url: string, accessToken: string, init: { method?: string; body?: unknown } = {}) {
  const label = `Google ${init.method ?? 'GET'} ${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new CalendarProviderError(`${label}: Google is unreachable`, 0);
  }
  // events.delete answers 204 with no body.
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as (T & GoogleErrorBody) | null;
  if (!response.ok) {
    const error = typeof body?.error === 'object' ? body.error : undefined;
    const reason = error?.errors?.[0]?.reason ?? (typeof body?.error === 'string' ? body.error : null);
    throw new CalendarProviderError(
      `${label} failed with ${response.status}: ${error?.message ?? 'no details'}`,
      response.status,
      reason,
    );
  }
  if (!body) throw new CalendarProviderError(`${label}: Google answered without JSON`, 502);
  return body as T;
}

/** The primary calendar of the account the access token belongs to (docs/vendors.md#google-calendar-events). */
export function googleCalendarApi(root: string, accessToken: string): CalendarApi {
  const primary = `${root}/calendars/primary/events`;
  return {
    async freeBusy({ timeMin, timeMax, timeZone }) {
      const body = await googleJson<{
        calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] }>;
      }>(`${root}/freeBusy`, accessToken, {
        method: 'POST',
        body: { timeMin, timeMax, timeZone, items: [{ id: 'primary' }] },
      });
      // Google may key the answer by the id asked for or by the account's address: take the one entry.
      const entry = body.calendars?.primary ?? Object.values(body.calendars ?? {})[0];
      if (entry?.errors?.length) {
        throw new CalendarProviderError(
          `Google freeBusy: ${entry.errors[0]?.reason ?? 'error'}`,
          502,
          entry.errors[0]?.reason,
        );
      }
      return (entry?.busy ?? []).map(({ start, end }) => ({ start, end }));
    },

    async listEvents({ timeMin, timeMax, maxResults = 250 }) {
      const query = new URLSearchParams({
        timeMin,
        timeMax,
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: String(maxResults),
      });
      const body = await googleJson<{ items?: GoogleEvent[] }>(`${primary}?${query}`, accessToken);
      return (body.items ?? []).map(toEvent);
    },

    async insertEvent(event) {
      const created = await googleJson<GoogleEvent>(`${primary}?sendUpdates=none`, accessToken, {
        method: 'POST',
        body: {
          summary: event.summary,
          description: event.description,
          start: { dateTime: event.start, timeZone: event.timeZone },
          end: { dateTime: event.end, timeZone: event.timeZone },
          attendees: event.attendeeEmails?.map((email) => ({ email })),
        },
      });
      return toEvent(created);
    },

    async getEvent(id) {
      try {
        return toEvent(await googleJson<GoogleEvent>(`${primary}/${encodeURIComponent(id)}`, accessToken));
      } catch (error) {
        // Gone from the calendar altogether (404), or deleted and purged (410).
        if (error instanceof CalendarProviderError && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },

    async moveEvent(id, { start, end, timeZone }) {
      const moved = await googleJson<GoogleEvent>(
        `${primary}/${encodeURIComponent(id)}?sendUpdates=none`,
        accessToken,
        {
          method: 'PATCH',
          body: { start: { dateTime: start, timeZone }, end: { dateTime: end, timeZone } },
        },
      );
      return toEvent(moved);
    },

    async cancelEvent(id) {
      try {
        await googleJson<undefined>(`${primary}/${encodeURIComponent(id)}?sendUpdates=none`, accessToken, {
          method: 'DELETE',
        });
      } catch (error) {
        // Deleted already (by the owner in Google Calendar, or a retried request): what was asked is done.
        if (error instanceof CalendarProviderError && error.status === 410) return;
        throw error;
      }
    },
  };
}
