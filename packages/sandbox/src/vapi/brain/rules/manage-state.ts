/**
 * What the brain keeps while it looks after one of the caller's own bookings: which one, what the
 * caller wants done with it, and what it asked last.
 */

/** One of the caller's upcoming appointments, as the webhook lists it. */
export type Appointment = {
  /** The id the webhook gave it, which the tools that move and cancel it take. */
  id: string;
  /** The calendar event's summary ("Cleaning – Jane Doe"). */
  what: string;
  /** The day as the webhook says it: "Tuesday, December 1". */
  day: string;
  /** The time as the webhook says it: "10:00 AM". */
  time: string;
  /** The day as YYYY-MM-DD in the business's zone (the next such day from the call); null if unreadable. */
  date: string | null;
  /** The time as HH:mm; null if unreadable. */
  clock: string | null;
};

export type ManageIntent = 'when' | 'move' | 'cancel';

/** What the caller said of the appointment they mean: "my cleaning on Friday". */
export type AppointmentHint = { words: string; date?: string; time?: string };

export type ManageDraft = {
  /** Null until the caller says whether to move or cancel it (a returning caller's "yes"). */
  intent: ManageIntent | null;
  hint: AppointmentHint;
  /** The caller's words for the new time ("to the next day"), read once the appointment is known. */
  target: string | null;
  /** The name and number the booking was made with, when it was not found by the number calling. */
  lookup: { full_name?: string; phone_number?: string };
  /** The appointments the last look-up found. */
  found: Appointment[];
  chosen: Appointment | null;
  /** Why the caller cancels, when they said it: unasked ("because I'm away") or when asked. */
  reason?: string;
  /** The new day and time agreed on, as YYYY-MM-DD and HH:mm. */
  newDate?: string;
  newTime?: string;
};

/** What the agent asked while looking after a booking. */
export type ManageStep =
  /** The greeting asked a returning caller whether they call about their next appointment. */
  | { ask: 'greeting' }
  /** The name and phone number the appointment was booked under. */
  | { ask: 'lookup' }
  /** Which of several appointments. */
  | { ask: 'which' }
  /** Whether to move or cancel it. */
  | { ask: 'action' }
  | { ask: 'move-day' }
  | { ask: 'move-time'; offered: string[] }
  | { ask: 'move-confirm' }
  | { ask: 'cancel-confirm' }
  | { ask: 'cancel-reason' };

/** A change the call made to the calendar; the last one made is the call's outcome. */
export type CalendarChange = {
  kind: 'booked' | 'rescheduled' | 'cancelled';
  /** Why the caller called, in a few words, when the change says it ("To cancel their cleaning"). */
  reason?: string;
};
