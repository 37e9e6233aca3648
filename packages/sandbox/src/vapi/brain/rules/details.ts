/**
 * The details the agent asks a caller for, one question at a time. The booking tool's arguments,
 * the owner's "information to collect" and the urgent checklist name the same things in different
 * words ("full_name", "Full Name", "Name"); each maps to one key, so nothing is asked twice.
 */

export type DetailKey =
  | 'name'
  | 'phone'
  | 'email'
  | 'address'
  | 'reason'
  | 'clientStatus'
  /** What the caller wants passed on to the team. */
  | 'message'
  /** The day and time asked for, when the agent cannot book and takes the request down. */
  | 'when'
  /** An item of the owner's list with no key of its own, by its label. */
  | `item:${string}`;

export type Detail = { key: DetailKey; question: string };

export const QUESTIONS = {
  name: 'May I have your full name?',
  phone: "What's the best phone number to reach you?",
  email: "What's your e-mail address?",
  address: "What's the address?",
  reason: "What's the reason for your visit?",
  clientStatus: 'Are you a new or an existing client?',
  message: 'What would you like me to pass on?',
  when: 'What day and time would you like to come in?',
} as const;

const BOOKING_ARGUMENTS: Record<string, Exclude<DetailKey, `item:${string}`>> = {
  full_name: 'name',
  phone_number: 'phone',
  email: 'email',
  reason: 'reason',
  client_status: 'clientStatus',
};

/** The detail behind one of the booking tool's arguments ("phone_number"). */
export function bookingDetail(argument: string): Detail | null {
  const key = BOOKING_ARGUMENTS[argument];
  return key ? { key, question: QUESTIONS[key] } : null;
}

/** The booking tool's argument a detail fills, if any. */
export const bookingArgument = (key: DetailKey) =>
  Object.entries(BOOKING_ARGUMENTS).find(([, detail]) => detail === key)?.[0];

/** The detail an item of the owner's list asks for: a known one, or the item itself. */
export function itemDetail(item: string): Detail {
  const label = item.trim();
  const words = label.toLowerCase();
  if (/e-?mail/.test(words)) return { key: 'email', question: QUESTIONS.email };
  if (/\bphone\b|call ?back number|contact number|number to (call|reach)/.test(words))
    return { key: 'phone', question: QUESTIONS.phone };
  // "Full name with spelling" is the caller's name; "Company name" or "Insurance name" is not.
  if (
    /\bname\b/.test(words) &&
    !/\b(company|business|pet|doctor|dentist|insurance|insurer|employer|school)\b/.test(words)
  )
    return { key: 'name', question: QUESTIONS.name };
  if (/^(home |service |street |property |your )?address$/.test(words))
    return { key: 'address', question: QUESTIONS.address };
  if (/\breason\b/.test(words)) return { key: 'reason', question: "What's the reason for your call?" };
  if (/new or existing|client status|(new|existing) (client|patient|customer)/.test(words))
    return { key: 'clientStatus', question: QUESTIONS.clientStatus };
  return { key: `item:${label}`, question: itemQuestion(label) };
}

/**
 * A question for an item in the owner's words: as it stands when it is one ("How did you hear
 * about us?"), "Could you tell me where the main water valve is?" for a clause, and "What's your
 * account number?" for a thing.
 */
function itemQuestion(label: string): string {
  const bare = label.replace(/[?.!:]+$/, '');
  if (/^(how|what|when|where|which|who|why)\s+(is|are|was|were|do|does|did|can|could|would|will|should)\b/i.test(bare))
    return `${bare}?`;
  if (/^(do|does|did|are|is|have|has|can|could|would|will|should)\b/i.test(bare)) return `${bare}?`;
  const lowered = inSentence(bare);
  if (/^(how|what|when|where|which|who|why|whether|if)\b/i.test(bare)) return `Could you tell me ${lowered}?`;
  return `What's your ${lowered}?`;
}

/** A label as it reads inside a sentence: "Account Number" -> "account number", acronyms kept ("VIN"). */
export const inSentence = (label: string) => label.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
