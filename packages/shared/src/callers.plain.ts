// The caller directory's shapes, limits and texts, without the schemas: the call page links to a
// caller without loading the validation library.

/**
 * What one call did to a booking, recorded by the booking tools in the order they acted.
 * `textConsent` is the caller's answer to the agent's offer of a confirmation by text: true when
 * they agreed, false when they declined, absent when the agent did not offer one.
 */
export type AppointmentChange = (
  | { kind: 'booked'; appointmentId: string; summary: string; start: string }
  | { kind: 'rescheduled'; appointmentId: string; summary: string; from: string; to: string }
  | { kind: 'cancelled'; appointmentId: string; summary: string; start: string; reason: string | null }
) & { textConsent?: boolean };

/** The calendar event an agent books is called "<type> – <caller's name>" ("Cleaning – Jane Doe"). */
export const appointmentSummary = (type: string, name: string) => `${type} – ${name}`;

/** What was booked, without whom for: the type of a summary in that form, else the summary itself. */
export const appointmentTypeOf = (summary: string) => summary.split(' – ')[0]!.trim() || summary;

export const CALLERS = { note: 1000, search: 100, pageSize: 50 } as const;

export const CALLER_NOT_FOUND = 'This caller was not found. They may have been deleted.';
export const CALLER_NOTE_SAVED = 'Note saved.';
export const CALLER_DELETED =
  'Caller deleted. Their calls keep their outcome but no longer hold their name, number or transcript.';

/** How an appointment's state reads on the caller's page. */
export const APPOINTMENT_STATUS_LABELS = {
  booked: 'Booked',
  cancelled: 'Cancelled',
} as const;

/** A page boundary of the caller directory: the last caller's last call time, then their id. */
export const callerCursor = (lastCallAt: string, id: string) => `${lastCallAt}|${id}`;

const CALLER_CURSOR = /^(?<time>\d{4}-\d\d-\d\dT[\d:.]+Z)\|(?<id>[0-9a-f-]{36})$/i;

export function readCallerCursor(cursor: string): { lastCallAt: string; id: string } | null {
  const groups = CALLER_CURSOR.exec(cursor)?.groups;
  if (!groups?.time || !groups.id || Number.isNaN(Date.parse(groups.time))) return null;
  return { lastCallAt: groups.time, id: groups.id };
}
