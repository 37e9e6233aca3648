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
