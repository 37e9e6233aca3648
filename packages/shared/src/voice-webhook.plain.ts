/**
 * What the portal's webhook and the voice platform agree on: the assistants are compiled with
 * these names and texts, the webhook reads them back, and the emulated platform's stand-in model
 * calls the tools by the same names.
 */

/** The header that carries the shared secret on every message the voice platform sends us. */
export const WEBHOOK_SECRET_HEADER = 'X-Vapi-Secret';

/** The in-call booking tools, answered by our webhook. */
export const CHECK_AVAILABILITY = 'check_availability';
export const BOOK_APPOINTMENT = 'book_appointment';

/**
 * The tools that manage a caller's own bookings. The webhook finds appointments by the number the
 * caller calls from, or by the name and the number they were booked with, and never reads out
 * anyone else's: each appointment it lists carries its id, which the other two take.
 */
export const FIND_APPOINTMENTS = 'find_appointments';
export const RESCHEDULE_APPOINTMENT = 'reschedule_appointment';
export const CANCEL_APPOINTMENT = 'cancel_appointment';

/**
 * A booking, a move or a cancellation may be confirmed by text when the agent's Texts card says
 * so, and only when the caller agreed on the call: the agent asks this question before the tool,
 * and passes the answer as this boolean argument of book_appointment, reschedule_appointment and
 * cancel_appointment. The argument is in a tool's schema only while that confirmation is on.
 */
export const TEXT_CONSENT_QUESTION = 'Can I text you a confirmation?';
export const TEXT_CONFIRMATION_ARG = 'textConfirmation';

/**
 * The webhook's answers to those tools begin with these words, so a model (and the sandbox's
 * engine) can tell what happened from the sentence alone. Each found appointment reads
 * "<what> on <Weekday, Month D> at <h:mm AM> (appointment id <uuid>)".
 */
export const APPOINTMENT_ANSWERS = {
  found: 'Upcoming appointments:',
  noneForNumber: 'No upcoming appointment is booked under the number this caller is calling from.',
  noneForName: 'No upcoming appointment is booked under that name and phone number.',
  moved: 'Moved:',
  cancelled: 'Cancelled:',
  notTheirs: 'I could not find that appointment for this caller.',
} as const;

/**
 * The id of the stand-in appointment a test conversation finds when the caller has none: only a
 * dry run ever lists it or acts on it, so a scenario can rehearse moving or cancelling a booking.
 */
export const REHEARSAL_APPOINTMENT_ID = '00000000-0000-4000-8000-000000000000';

/**
 * What the portal tells an agent about the caller before it answers: Vapi's variable values
 * (Liquid variables in the prompt and the first message), set in the answer to the call's
 * assistant request. Name, next appointment and note go to an agent that recognises returning
 * callers; `textsOff` (any non-empty value) to every agent, for a number that texted STOP, so it
 * never offers that caller a text. A caller the owner has never heard from gets none.
 */
export const CALLER_VARIABLES = {
  name: 'caller_name',
  nextAppointment: 'caller_next_appointment',
  note: 'caller_note',
  textsOff: 'caller_texts_off',
} as const;

/**
 * The summary the call page shows, extracted by the voice platform after each call as a
 * structured output (Vapi's replacement for the deprecated analysis plan). The report carries
 * it in `artifact.structuredOutputs`, keyed by a generated id, so it is found by this name.
 */
export const CALL_SUMMARY_OUTPUT = {
  name: 'Call summary',
  type: 'ai',
  description: 'What the caller wanted and what was agreed, for the business owner.',
  schema: {
    type: 'string',
    description:
      'Two or three sentences: who called, what they wanted, and what happened (an appointment booked, a call transferred, a message taken).',
  },
} as const;

/** Said to the caller while a transfer connects. */
export const TRANSFER_HOLD_MESSAGE = 'Please hold while I transfer your call.';

/** Said to the caller when a transfer rang out, was busy or was refused: the agent stays on to take a message. */
export const TRANSFER_NO_ANSWER_MESSAGE =
  "Sorry, nobody could take your call just now. I can take a message and make sure they get it. What's your name?";
