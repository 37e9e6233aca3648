import { z } from 'zod';
import { calendarError, invalidArgument, type CalendarApiError } from './calendar-errors.ts';
import { eventTimes, type EventTime } from './event-time.ts';

/**
 * The body of events.insert read as Calendar reads it (docs/vendors.md#google-calendar-events):
 * every writable field of the Event resource is accepted, output-only ones (kind, etag, creator...)
 * are ignored, an unknown name is refused by Google's front end. The sandbox keeps ordinary single
 * events only: recurring events and the special event types (out of office, focus time, working
 * location, birthdays) it refuses in plain words rather than store and list them wrongly.
 */

const string = z.string().optional();
const flag = z.boolean().optional();
const eventDateTime = z.strictObject({ date: string, dateTime: string, timeZone: string }).optional();
const attendee = z.strictObject({
  email: string,
  displayName: string,
  optional: flag,
  responseStatus: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).optional(),
  comment: string,
  additionalGuests: z.number().int().min(0).optional(),
  resource: flag,
  id: string,
  organizer: flag,
  self: flag,
});
const reminders = z.strictObject({
  useDefault: flag,
  overrides: z.array(z.strictObject({ method: z.enum(['email', 'popup']), minutes: z.number().int() })).optional(),
});
const properties = z.record(z.string(), z.string()).optional();
const attachment = z.strictObject({
  fileUrl: z.string(),
  title: string,
  mimeType: string,
  iconLink: string,
  fileId: string,
});

const writableEvent = z.strictObject({
  id: string,
  summary: string,
  description: string,
  location: string,
  colorId: string,
  start: eventDateTime,
  end: eventDateTime,
  endTimeUnspecified: flag,
  status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
  transparency: z.enum(['opaque', 'transparent']).optional(),
  visibility: z.enum(['default', 'public', 'private', 'confidential']).optional(),
  attendees: z.array(attendee).optional(),
  reminders: reminders.optional(),
  extendedProperties: z.strictObject({ private: properties, shared: properties }).optional(),
  recurrence: z.array(z.string()).optional(),
  guestsCanInviteOthers: flag,
  guestsCanModify: flag,
  guestsCanSeeOtherGuests: flag,
  anyoneCanAddSelf: flag,
  source: z.strictObject({ url: string, title: string }).optional(),
  conferenceData: z.record(z.string(), z.unknown()).optional(),
  attachments: z.array(attachment).optional(),
  iCalUID: string,
  sequence: z.number().int().min(0).optional(),
  attendeesOmitted: flag,
  eventType: string,
  focusTimeProperties: z.unknown().optional(),
  outOfOfficeProperties: z.unknown().optional(),
  workingLocationProperties: z.unknown().optional(),
  birthdayProperties: z.unknown().optional(),
});

// Output only: Google takes them in a request and ignores them.
const OUTPUT_ONLY = [
  'kind',
  'etag',
  'htmlLink',
  'created',
  'updated',
  'creator',
  'organizer',
  'hangoutLink',
  'privateCopy',
  'locked',
];
const eventResource = writableEvent.extend(
  Object.fromEntries(OUTPUT_ONLY.map((name) => [name, z.unknown().optional()])),
);

type Writable = z.infer<typeof writableEvent>;
export type Reminders = { useDefault: boolean; overrides?: { method: 'email' | 'popup'; minutes: number }[] };
type SpecialEvent =
  'focusTimeProperties' | 'outOfOfficeProperties' | 'workingLocationProperties' | 'birthdayProperties';
export type NewEvent = Omit<Writable, 'start' | 'end' | 'recurrence' | 'reminders' | 'eventType' | SpecialEvent> & {
  start: EventTime;
  end: EventTime;
  reminders: Reminders;
};

const pathOf = (path: PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );

/** Zod's first complaint in Google's words: the front end's for names and types, Calendar's for values. */
function refusal(issue: z.core.$ZodIssue, input: unknown): CalendarApiError {
  const path = pathOf(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const at = path ? ` at '${path}'` : '';
    return invalidArgument(`Invalid JSON payload received. Unknown name "${issue.keys[0]}"${at}: Cannot find field.`);
  }
  let value: unknown = input;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  if (issue.code === 'invalid_type' && value !== undefined) {
    const type =
      issue.expected === 'string' ? 'TYPE_STRING' : issue.expected === 'boolean' ? 'TYPE_BOOL' : 'TYPE_MESSAGE';
    return invalidArgument(`Invalid value at '${path}' (${type}), ${JSON.stringify(value)}`);
  }
  return calendarError(400, 'invalid', 'Invalid Value');
}

function checkReminders(value: Writable['reminders']): Reminders {
  if (!value) return { useDefault: true };
  const overrides = value.overrides ?? [];
  if (value.useDefault && overrides.length > 0) {
    throw calendarError(
      400,
      'cannotUseDefaultRemindersAndSpecifyOverride',
      'Cannot specify both default reminders and overrides at the same time.',
    );
  }
  // Up to five reminders, at most four weeks ahead.
  if (overrides.length > 5 || overrides.some(({ minutes }) => minutes < 0 || minutes > 40320)) {
    throw calendarError(400, 'invalid', 'Invalid Value');
  }
  return { useDefault: value.useDefault ?? false, ...(value.overrides ? { overrides } : {}) };
}

function checkAttendees(value: Writable['attendees']) {
  for (const guest of value ?? []) {
    if (!guest.email) throw calendarError(400, 'required', 'Missing attendee email.');
    if (!z.email().safeParse(guest.email).success) throw calendarError(400, 'invalid', 'Invalid attendee email.');
  }
  return value;
}

/** The event to store, or the CalendarApiError Google would answer with. */
export function readNewEvent(input: unknown): NewEvent {
  const parsed = eventResource.safeParse(input);
  if (!parsed.success) throw refusal(parsed.error.issues[0]!, input);
  const writable = Object.fromEntries(
    Object.entries(parsed.data).filter(([name]) => !OUTPUT_ONLY.includes(name)),
  ) as Writable;
  const {
    start,
    end,
    recurrence,
    eventType,
    focusTimeProperties,
    outOfOfficeProperties,
    workingLocationProperties,
    birthdayProperties,
    ...rest
  } = writable;
  // Event ids are base32hex (a-v, 0-9), 5 to 1024 characters.
  if (rest.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(rest.id)) {
    throw calendarError(400, 'invalid', 'Invalid resource id value.');
  }
  if (recurrence?.length) {
    throw calendarError(400, 'invalid', 'The sandbox calendar keeps single events only: recurrence is not supported.');
  }
  const special = [focusTimeProperties, outOfOfficeProperties, workingLocationProperties, birthdayProperties];
  if ((eventType !== undefined && eventType !== 'default') || special.some((value) => value !== undefined)) {
    const message = `The sandbox calendar keeps ordinary events only: eventType "${eventType ?? 'default'}" is not supported.`;
    throw calendarError(400, 'invalid', message);
  }
  const times = eventTimes(start, end);
  return {
    ...rest,
    ...times,
    attendees: checkAttendees(rest.attendees),
    reminders: checkReminders(rest.reminders),
  };
}
