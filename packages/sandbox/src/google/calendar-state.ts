import { randomBytes } from 'node:crypto';
import { SandboxState } from '../state.ts';
import type { NewEvent } from './event-input.ts';
import { timeOf } from './event-time.ts';

export { timeOf };

type Attendee = NonNullable<NewEvent['attendees']>[number] & { responseStatus: string };

/** An event as Calendar returns it: what was written plus the fields Google fills in. */
export type StoredEvent = Omit<NewEvent, 'attendees' | 'status'> & {
  kind: 'calendar#event';
  etag: string;
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  creator: { email: string; self: true };
  organizer: { email: string; self: true };
  attendees?: Attendee[];
  iCalUID: string;
  sequence: number;
  eventType: 'default';
  hangoutLink?: string;
};

/** Event ids are base32hex: digits and the letters a to v. */
const eventId = () => Array.from(randomBytes(26), (byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');

/** A Meet conference in the shape Calendar answers a createRequest with. */
function meetConference(requestId: unknown) {
  const letters = (count: number) =>
    Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const code = `${letters(3)}-${letters(4)}-${letters(3)}`;
  return {
    createRequest: {
      requestId,
      conferenceSolutionKey: { type: 'hangoutsMeet' },
      status: { statusCode: 'success' },
    },
    entryPoints: [
      { entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
    ],
    conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
    conferenceId: code,
  };
}

/** Each sandbox Google account's primary calendar, keyed by the account's subject id. */
export class GoogleCalendarStore {
  private readonly state: SandboxState<{ calendars: Record<string, StoredEvent[]> }>;

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState('google-calendar', dataDir, () => ({ calendars: {} }));
  }

  events(subject: string): StoredEvent[] {
    return this.state.data.calendars[subject] ?? [];
  }

  /** Events overlapping [from, to) (end is exclusive, as Google's busy intervals are), by start. */
  between(subject: string, from: number, to: number) {
    return this.events(subject)
      .filter((event) => timeOf(event.start) < to && timeOf(event.end) > from)
      .sort((a, b) => timeOf(a.start) - timeOf(b.start));
  }

  has(subject: string, id: string) {
    return this.events(subject).some((event) => event.id === id);
  }

  /**
   * Stores the event as Google would: attendees awaiting a reply, reminders as given (the
   * calendar's default when none are), conference data only when the caller speaks its version.
   */
  insert(subject: string, owner: string, input: NewEvent, conferenceDataVersion: number): StoredEvent {
    const { conferenceData, attendees, ...fields } = input;
    const id = input.id ?? eventId();
    const now = new Date().toISOString();
    // Without conferenceDataVersion=1 Google ignores conference data; with it, a createRequest makes a Meet.
    const kept = conferenceDataVersion >= 1 ? conferenceData : undefined;
    const meet = kept?.createRequest
      ? meetConference((kept.createRequest as { requestId?: unknown }).requestId)
      : undefined;
    const event: StoredEvent = {
      kind: 'calendar#event',
      etag: `"${Date.now()}000"`,
      ...fields,
      id,
      status: input.status ?? 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${owner}`).toString('base64url')}`,
      created: now,
      updated: now,
      creator: { email: owner, self: true },
      organizer: { email: owner, self: true },
      ...(attendees
        ? {
            attendees: attendees.map((guest) => ({
              ...guest,
              ...(guest.email?.toLowerCase() === owner ? { organizer: true, self: true } : {}),
              responseStatus: guest.responseStatus ?? 'needsAction',
            })),
          }
        : {}),
      iCalUID: input.iCalUID ?? `${id}@google.com`,
      sequence: input.sequence ?? 0,
      eventType: 'default',
      ...(meet
        ? { conferenceData: meet, hangoutLink: meet.entryPoints[0]!.uri }
        : kept
          ? { conferenceData: kept }
          : {}),
    };
    (this.state.data.calendars[subject] ??= []).push(event);
    this.state.save();
    return event;
  }

  find(subject: string, id: string) {
    return this.events(subject).find((event) => event.id === id);
  }

  /** Writes the new fields over the event, as events.patch does: a new etag, a later sequence. */
  update(subject: string, id: string, fields: Omit<NewEvent, 'id'>): StoredEvent | undefined {
    const event = this.find(subject, id);
    if (!event) return undefined;
    const { attendees: _attendees, ...rest } = fields;
    Object.assign(event, rest, {
      etag: `"${Date.now()}001"`,
      updated: new Date().toISOString(),
      sequence: event.sequence + 1,
      status: fields.status ?? event.status,
    });
    this.state.save();
    return event;
  }

  /** events.delete: the event stays, cancelled, as Google keeps it for sync (get still finds it). */
  cancel(subject: string, id: string) {
    const event = this.find(subject, id);
    if (!event) return;
    event.status = 'cancelled';
    event.updated = new Date().toISOString();
    event.etag = `"${Date.now()}002"`;
    this.state.save();
  }
}
