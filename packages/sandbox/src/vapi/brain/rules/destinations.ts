import type { CallBrief } from '@portal/shared/agents/call-brief';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import type { RingWhen } from '@portal/shared/agents/transfers.plain';
import type { TransferLine } from './abilities.ts';
import { createPhraseMatcher } from './phrase-match.ts';
import { isStopword, searchTerm, searchTerms } from './search-terms.ts';

/**
 * Where the agent may put a caller through, and which place a caller's words point to. The model
 * picks a transferCall destination by its description (the owner's name and reason for it); the
 * brain picks by the same words, stemmed as the business's facts are searched.
 */

/** A number the transferCall tool lists, with what the call brief says of it. */
export type Destination = TransferLine & {
  /** The owner's name for it ("Front desk"); null when the brief does not describe it. */
  name: string | null;
  /** When the owner wants calls transferred there ("Billing questions"). */
  reason: string | null;
  /** When it may ring, in the business's zone; null is any time. */
  hours: WeeklyHours | null;
  /** Whether those are the business's opening hours (its closed days then close it too). */
  ringWhen: RingWhen | null;
};

/**
 * Words anyone asking for a person says: they choose no destination, or "talk to a person" would
 * go to the one whose reason is "The caller asks for a person" only by luck of wording.
 */
const PERSON_WORDS =
  'person people someone somebody human staff team caller call talk speak connect transfer put through reach ' +
  'representative receptionist operator agent member live real';
const PERSON_TERMS = new Set(searchTerms(PERSON_WORDS));

/**
 * A term that says what a destination is for. Stopwords go after stemming too: "questions" stems
 * to "question", which a caller's words never keep, so "Billing questions" is about billing.
 */
const isTopic = (term: string | null): term is string => term !== null && !isStopword(term) && !PERSON_TERMS.has(term);

const topicTerms = (text: string | null) => searchTerms(text ?? '').filter(isTopic);

/** The tool's destinations, each with its name, reason and hours from the brief when it describes it. */
export function readDestinations(brief: CallBrief | null, lines: TransferLine[]): Destination[] {
  const urgent = brief?.urgent?.destination;
  const described = [...(brief?.forwarding?.destinations ?? []), ...(urgent ? [urgent] : [])];
  return lines.map((line) => {
    const about = described.find((destination) => destination.number === line.number);
    return {
      ...line,
      name: about?.name ?? null,
      reason: about?.reason ?? null,
      hours: about?.hours ?? null,
      ringWhen: about?.ringWhen ?? null,
    };
  });
}

/** How a destination meets the caller's words: the topic words of its reason and of its name the caller said. */
function hits(destination: Destination, said: ReadonlySet<string>) {
  const count = (terms: string[]) => new Set(terms.filter((term) => said.has(term))).size;
  return { reason: count(topicTerms(destination.reason)), name: count(topicTerms(destination.name)) };
}

export type Choice = {
  destination: Destination;
  /** The owner's reason, when the caller's words were about it (a warm transfer's summary says it). */
  about: string | null;
};

/** The destination whose reason and name the caller's words meet most, else the first; null when there is none. */
export function chooseDestination(destinations: Destination[], text: string): Choice | null {
  const said = new Set(searchTerms(text));
  let best: { destination: Destination; score: number; reasonHits: number } | null = null;
  for (const destination of destinations) {
    const { reason, name } = hits(destination, said);
    if (!best || reason + name > best.score) best = { destination, score: reason + name, reasonHits: reason };
  }
  if (!best) return null;
  return { destination: best.destination, about: best.reasonHits > 0 ? best.destination.reason : null };
}

// Asking to be put through to somewhere by its name: "Can I talk to billing?", "put me through to Dr. Lee".
const CONNECT = /\b(talk|speak|connect|transfer|put me through|get me|reach)\b/i;

/**
 * The destination a caller asks for without asking for a person: their words are plainly about
 * its reason (all the words of a short one, two of a longer one, as topics are matched), or they
 * ask to be put through to it by name.
 */
export function destinationAskedFor(destinations: Destination[], text: string): Choice | null {
  const topicOf = (phrase: string | null) =>
    (phrase ?? '')
      .split(/\s+/)
      .filter((word) => isTopic(searchTerm(word.replace(/[^\p{L}\p{N}'-]/gu, ''))))
      .join(' ');
  const reasons = destinations.map((destination) => topicOf(destination.reason));
  const reason = createPhraseMatcher(reasons).match(text);
  const byReason = reason ? destinations[reasons.indexOf(reason)] : undefined;
  if (byReason) return { destination: byReason, about: byReason.reason };
  if (!CONNECT.test(text)) return null;
  const said = new Set(searchTerms(text));
  const byName = destinations.find((destination) => {
    const terms = topicTerms(destination.name);
    return terms.length > 0 && terms.every((term) => said.has(term));
  });
  return byName ? { destination: byName, about: null } : null;
}
