import { randomBytes } from 'node:crypto';
import { SandboxState } from '../state.ts';

export type EventTime = { dateTime?: string; date?: string; timeZone?: string };

export type StoredEvent = {
  kind: 'calendar#event';
  etag: string;
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  transparency?: 'opaque' | 'transparent';
  creator: { email: string; self: true };
  organizer: { email: string; self: true };
  start: EventTime;
  end: EventTime;
  attendees?: { email: string; displayName?: string; responseStatus: string }[];
  iCalUID: string;
  sequence: 0;
  reminders: { useDefault: boolean };
  eventType: 'default';
};

export type NewEvent = Pick<StoredEvent, 'summary' | 'description' | 'location' | 'start' | 'end' | 'transparency'> & {
  status?: StoredEvent['status'];
  attendees?: { email: string; displayName?: string }[];
};

/** Milliseconds of an event time: a dateTime, or the UTC midnight of an all-day date. */
export const timeOf = (time: EventTime) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);

/** Each sandbox Google account's primary calendar, keyed by the account's subject id. */
export class GoogleCalendarStore {
  private readonly state: SandboxState<{ calendars: Record<string, StoredEvent[]> }>;

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState('google-calendar', dataDir, () => ({ calendars: {} }));
  }

  events(subject: string): StoredEvent[] {
    return this.state.data.calendars[subject] ?? [];
  }

  /** Events overlapping [from, to) (end is exclusive, as Google's busy intervals are). */
  between(subject: string, from: number, to: number) {
    return this.events(subject)
      .filter((event) => timeOf(event.start) < to && timeOf(event.end) > from)
      .sort((a, b) => timeOf(a.start) - timeOf(b.start));
  }

  insert(subject: string, owner: string, input: NewEvent): StoredEvent {
    const id = randomBytes(13).toString('hex');
    const now = new Date().toISOString();
    const event: StoredEvent = {
      kind: 'calendar#event',
      etag: `"${Date.now()}000"`,
      id,
      status: input.status ?? 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${owner}`).toString('base64url')}`,
      created: now,
      updated: now,
      summary: input.summary,
      description: input.description,
      location: input.location,
      transparency: input.transparency,
      creator: { email: owner, self: true },
      organizer: { email: owner, self: true },
      start: input.start,
      end: input.end,
      attendees: input.attendees?.map((attendee) => ({ ...attendee, responseStatus: 'needsAction' })),
      iCalUID: `${id}@google.com`,
      sequence: 0,
      reminders: { useDefault: true },
      eventType: 'default',
    };
    (this.state.data.calendars[subject] ??= []).push(event);
    this.state.save();
    return event;
  }
}
