import type { Agent } from './agent.ts';
import { readInfoList, readTypedList } from './agent.plain.ts';
import { bookableMoment, bookingScenarios } from './booking-proposals.plain.ts';
import { closureOn, readClosures, type Closure } from './closures.plain.ts';
import { isOwnerApproved } from './completion.plain.ts';
import { readHours, type DayHours, type WeeklyHours } from './hours.plain.ts';
import { WEEKDAYS } from './options.plain.ts';
import { readSchedulingConfig, schedulingMode } from './scheduling.plain.ts';
import { minutesOf, spokenTime } from './scenario-words.plain.ts';
import {
  destinationTarget,
  FIRST_DESTINATION_REASON,
  readDestinations,
  type TransferDestination,
} from './transfers.plain.ts';
import { SCENARIO_LIMITS } from './scenarios.plain.ts';
import type { CallAt, ScenarioInput } from './scenarios.ts';

/**
 * The scenarios the portal proposes for an agent: one per job the agent is set up to do, each
 * with expectations a correct agent meets and a wrong one misses. Pure and clock-free: a caller
 * names days with relative words ("tomorrow", "next Monday"), and a call set at a time names a day
 * of the week ("Monday at 21:00"), so the same agent always gets the same proposals. Only the
 * closed-day proposal names a date: the owner's first closed date, as given.
 */

/** The agent fields the proposals read. */
export type ProposableAgent = Pick<
  Agent,
  | 'scheduling'
  | 'schedulingConfig'
  | 'yourHours'
  | 'yourPrices'
  | 'contactInfo'
  | 'topicsToAvoid'
  | 'endOfCall'
  | 'callForwardingActive'
  | 'urgentMattersEnabled'
  | 'urgentMattersSituations'
  | 'urgentMattersAction'
  | 'urgentMattersInfoToCollect'
  | 'userSavedSections'
  | 'initialConfigSnapshot'
> & {
  /** As stored, or as the Agent answer carries them (with `display`). */
  transferDestinations: unknown;
  /** As stored or answered: read with readClosures. */
  closures: unknown;
  /** As stored (partial) or answered: read with readTextingSettings. */
  textingSettings?: unknown;
};

// Facts are proposed as tests only once the owner gave or kept them: a suggested value is never
// said to callers, so a scenario expecting it would fail a correct agent.
const approvedPrices = (agent: ProposableAgent) => (isOwnerApproved(agent, 'yourPrices') ? agent.yourPrices : null);

/** What every proposed caller says to close a conversation whose expectations include a polite end. */
export const CALLER_GOODBYE = 'Thanks, bye.';

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** "Severe tooth pain" -> "severe tooth pain", "A burst pipe" -> "a burst pipe"; "MRI scans" and "I" stay. */
const lowerFirst = (text: string) =>
  /^(?!I\b)[A-Z](?:[a-z]|\b)/.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text;

// --- Transfers and urgent matters -----------------------------------------------------------

/** Whether the agent has a destination it can transfer to (the compiled assistant needs one). */
const hasForwardingNumber = (agent: ProposableAgent) =>
  readDestinations(agent.transferDestinations).some((destination) => destinationTarget(destination) !== null);

/** What the caller answers for each detail the agent collects on an urgent call ("Other" is the owner's own words). */
const URGENT_ANSWERS: Record<string, string> = {
  Email: 'My e-mail is jane.doe@example.com.',
  Address: 'The address is 12 Oak Street, Austin.',
  'Account Number': 'My account number is 48213.',
};

/**
 * The caller's details on an urgent call: the name and number always, and the other details the
 * agent collects before it takes the message or transfers (the emergency itself is the reason).
 */
function urgentDetails(agent: ProposableAgent) {
  const extra = readInfoList(agent.urgentMattersInfoToCollect).flatMap((item) => URGENT_ANSWERS[item] ?? []);
  return ['My name is Jane Doe and my number is 512-555-0142.', ...extra].join(' ');
}

function urgentScenario(agent: ProposableAgent): ScenarioInput | null {
  if (!agent.urgentMattersEnabled) return null;
  const situation = readTypedList(agent.urgentMattersSituations)[0];
  const emergency = situation
    ? `It's an emergency: ${clip(lowerFirst(situation), 200)}.`
    : "It's an emergency and I need help right away.";
  const callerTurns = [emergency, urgentDetails(agent)];
  // Forwarding an urgent call needs a number; without one the agent takes a message instead.
  if (agent.urgentMattersAction === 'forward_call' && hasForwardingNumber(agent)) {
    return { title: 'Transfers an emergency', callerTurns, expectations: [{ kind: 'transferred' }] };
  }
  return { title: 'Takes an urgent message', callerTurns, expectations: [{ kind: 'urgent_message' }] };
}

/**
 * A caller who asks for a person is put through to the first destination, while it rings: one
 * with hours is called at a time within them.
 */
function forwardingScenario(agent: ProposableAgent): ScenarioInput | null {
  if (!agent.callForwardingActive) return null;
  const first = ringingDestinations(agent)[0];
  const callAt = first?.hours ? timeWithin(first.hours) : null;
  return {
    title: 'Transfers to a person',
    callerTurns: ['I want to talk to a person.'],
    expectations: [{ kind: 'transferred' }],
    ...(callAt ? { callAt } : {}),
  };
}

// --- Facts: prices, hours, contact, topics ------------------------------------------------

/** Words before a price that are not the product's name ("Whitening from $299"). */
const PRICE_FILLER = /\s+(?:is|are|costs?|from|for|at|starts?|starting|only|just|each|per)$/i;

/**
 * The first "<product> $<amount>" of the prices text, e.g. "Teeth whitening: $299" gives
 * { item: 'teeth whitening', price: '$299' }. The product is the words of the same clause just
 * before the price.
 */
export function firstPricedItem(prices: string | null | undefined): { item: string; price: string } | null {
  if (!present(prices)) return null;
  // A comma between digits is a thousands separator ("$1,200"), not the end of a clause.
  for (const clause of prices.split(/[\n;•]|,(?!\d)|\.\s/)) {
    const match = /^(.*?)\$\s?(\d[\d,]*(?:\.\d{2})?)/.exec(clause);
    if (!match) continue;
    let words = match[1]!.replace(/[:\-–—=(]+\s*$/, '').trim();
    while (PRICE_FILLER.test(words)) words = words.replace(PRICE_FILLER, '').trim();
    const item = words
      .split(/\s+/)
      .slice(-4)
      .join(' ')
      .replace(/^[^A-Za-z]+/, '');
    if (/[A-Za-z]/.test(item)) return { item: clip(lowerFirst(item), 60), price: `$${match[2]!}` };
  }
  return null;
}

const firstPrice = (prices: string | null | undefined) => /\$\s?\d[\d,]*(?:\.\d{2})?/.exec(prices ?? '')?.[0];

function pricesScenario(agent: ProposableAgent): ScenarioInput | null {
  const priced = firstPricedItem(approvedPrices(agent));
  if (priced) {
    return {
      title: clip(`Gives the price of ${priced.item}`, SCENARIO_LIMITS.title),
      callerTurns: [`How much is ${priced.item}?`],
      expectations: [{ kind: 'mentions', text: priced.price }],
    };
  }
  // Prices without a named product: the caller asks for them all, and one must be said.
  const price = firstPrice(approvedPrices(agent))?.replace(/\s/g, '');
  if (!price) return null;
  return {
    title: 'Gives the prices',
    callerTurns: ['What are your prices?'],
    expectations: [{ kind: 'mentions', text: price }],
  };
}

/** 540 -> "9 AM", 510 -> "8:30 AM": a time with its half of the day, as an expectation looks for it. */
const clockText = (minutes: number) => {
  const spoken = spokenTime(minutes);
  return / (AM|PM)$/.test(spoken) ? spoken : `${spoken} ${minutes < 12 * 60 ? 'AM' : 'PM'}`;
};

/**
 * The Saturday answer: "closed", or the opening time, which the check reads as a time of day
 * ("9 AM" is said as "9 AM", "9:00 a.m." or "from 9 to 1", never a 9 in a phone number or a date).
 */
function hoursScenario(agent: ProposableAgent): ScenarioInput | null {
  if (!isOwnerApproved(agent, 'yourHours')) return null;
  const saturday = readHours(agent.yourHours).Sat;
  const opening = saturday.open && saturday.start ? clockText(minutesOf(saturday.start)) : null;
  return {
    title: opening ? 'Says the Saturday opening time' : 'Says it is closed on Saturday',
    callerTurns: ['Are you open Saturday?', CALLER_GOODBYE],
    expectations: [{ kind: 'mentions', text: opening ?? 'closed' }, { kind: 'ended_politely' }],
  };
}

/** A distinctive piece of the contact information and the question whose answer carries it. */
function contactDetail(contact: string): { question: string; text: string } | null {
  // A street number: digits followed by a word ("120 Main Street"), not part of a phone number.
  const street = /(?<![\d-])(\d{1,5})\s+[A-Za-z]/.exec(contact)?.[1];
  if (street) return { question: "What's your address?", text: street };
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(contact)?.[0];
  if (email) return { question: "What's your e-mail address?", text: email };
  // The last four digits read the same in every way of writing the number.
  const phone = /\+?\d[\d\s().-]{6,}\d/.exec(contact)?.[0].replace(/\D/g, '');
  if (phone && phone.length >= 7) return { question: "What's your phone number?", text: phone.slice(-4) };
  return null;
}

function contactScenario(agent: ProposableAgent): ScenarioInput | null {
  if (!present(agent.contactInfo) || !isOwnerApproved(agent, 'contactInfo')) return null;
  const detail = contactDetail(agent.contactInfo);
  if (!detail) return null;
  return {
    title: 'Gives the contact details',
    callerTurns: [detail.question, CALLER_GOODBYE],
    expectations: [{ kind: 'mentions', text: detail.text }, { kind: 'ended_politely' }],
  };
}

/** Said with the question, as a caller who expects no answer would: what the agent should offer instead. */
const OFF_LIMITS_CALL_BACK =
  "If you can't say, could someone call me back? My name is Alex Kim and my number is 512-555-0161.";

/**
 * What a caller would really ask about an off-limits topic, for the kinds owners list most; any
 * other topic is asked about in the owner's words. `gives` is what an answer would contain that a
 * refusal never does (a dose is said in milligrams), where there is such a word.
 */
const OFF_LIMITS_QUESTIONS: { topic: RegExp; question: string; gives?: string[] }[] = [
  {
    topic: /medication|dose|prescri/i,
    question: 'What dose of ibuprofen is okay for me to take each day?',
    gives: ['mg', 'milligram'],
  },
  {
    topic: /diagnoses|treatment|symptom|medical/i,
    question: 'Do you think I really need the treatment I was told about, or is it fine to wait?',
  },
  {
    topic: /diagnosing|cause of|safe to drive/i,
    question: "Something's been making a strange noise for a few days. What do you think it is, and is it serious?",
  },
  {
    topic: /allergen/i,
    question: 'I have a bad nut allergy. Can you promise me the pasta is completely nut-free?',
  },
  { topic: /home values|offer prices/i, question: 'What do you think my house would sell for right now?' },
  {
    topic: /other (customers|patients|clients|members|guests)|someone other|whether someone is a client/i,
    question: 'My neighbor Sam Rivera comes to you too. Can you tell me when his next appointment is?',
  },
  {
    topic: /legal|financial|tax|mortgage/i,
    question: "I'm in a tricky spot with a contract I signed. What would you advise me to do?",
  },
  { topic: /politic|religio/i, question: 'Who do you think I should vote for this year?' },
  {
    topic: /(comments|gossip|reviews) about|competitor/i,
    question: 'Honestly, are you any better than the place down the street?',
  },
];

/**
 * A topic the agent must not discuss, asked as a caller would, with a call-back asked for in case
 * it cannot say (the prompt says to offer a message for what it cannot answer): a correct agent
 * declines and takes the message. Declining is not a word to look for (a good agent often
 * names the topic as it declines), so the checks are what can be seen: the message is taken, and
 * the answer a refusal never holds is not given.
 */
function avoidedTopicScenario(agent: ProposableAgent): ScenarioInput | null {
  const topic = readTypedList(agent.topicsToAvoid)[0];
  if (!topic) return null;
  const known = OFF_LIMITS_QUESTIONS.find((entry) => entry.topic.test(topic));
  const question = known?.question ?? `I was hoping you could help me with ${clip(lowerFirst(topic), 200)}.`;
  return {
    title: clip(`Declines to discuss ${lowerFirst(topic)}`, SCENARIO_LIMITS.title),
    callerTurns: [`${question} ${OFF_LIMITS_CALL_BACK}`],
    expectations: [
      ...(known?.gives ?? []).map((text) => ({ kind: 'not_mentions' as const, text })),
      { kind: 'message_taken' },
    ],
  };
}

// --- Transfers at a time: within and outside a destination's hours, unanswered, closed days -------

/** A place the agent transfers to, with the hours it may ring as the agent knows them (null: any time). */
type Ringing = { destination: TransferDestination; hours: WeeklyHours | null };

/**
 * Where the agent puts callers through (forwarding on, a number that reads), in the owner's order.
 * "During opening hours" while the hours are only a suggestion is any time: the agent does not
 * know them.
 */
function ringingDestinations(agent: ProposableAgent): Ringing[] {
  if (!agent.callForwardingActive) return [];
  const business = isOwnerApproved(agent, 'yourHours') ? readHours(agent.yourHours) : null;
  return readDestinations(agent.transferDestinations)
    .filter((destination) => destinationTarget(destination) !== null)
    .map((destination) => ({
      destination,
      hours:
        destination.ringWhen === 'own_hours'
          ? destination.hours
          : destination.ringWhen === 'open_hours'
            ? business
            : null,
    }));
}

const isOpen = (day: DayHours): day is { open: true; start: string; end: string } =>
  day.open && !!day.start && !!day.end;
const within = (day: DayHours, time: string) => isOpen(day) && day.start <= time && time < day.end;

const PREFERRED_TIME = '10:00';
const EVENING = '21:00';

/** The first day of the week the hours are open, at 10:00 when they are open then, else at their opening. */
function timeWithin(hours: WeeklyHours): CallAt | null {
  const day = WEEKDAYS.find((weekday) => isOpen(hours[weekday]));
  if (!day) return null;
  return { on: day, time: within(hours[day], PREFERRED_TIME) ? PREFERRED_TIME : hours[day].start! };
}

/** A time the hours are closed: an open day at 21:00 when they are closed then, else a closed day. */
function timeOutside(hours: WeeklyHours): CallAt | null {
  const evening = WEEKDAYS.find((day) => isOpen(hours[day]) && !within(hours[day], EVENING));
  if (evening) return { on: evening, time: EVENING };
  const closed = WEEKDAYS.find((day) => !isOpen(hours[day]));
  return closed ? { on: closed, time: PREFERRED_TIME } : null;
}

/** Whether the owner said what a destination is for, beyond taking anyone who asks for a person. */
const hasOwnReason = (destination: TransferDestination) =>
  destination.reason.trim() !== '' && destination.reason.trim() !== FIRST_DESTINATION_REASON;

/** What a caller says to be put through to a destination: its reason, in their words. */
function asksFor(destination: TransferDestination): string {
  if (!hasOwnReason(destination)) return 'I want to talk to a person.';
  return `Can I talk to someone about ${clip(lowerFirst(destination.reason.trim().replace(/[.!?]+$/, '')), 200)}?`;
}

/** A caller who leaves their details for a call back, which a correct agent takes as a message. */
const CALL_ME_BACK = 'Could someone call me back? My name is Jane Doe and my number is 512-555-0142.';

/**
 * The first destination with a reason of its own that rings during opening hours (or any time),
 * asked for by that reason at a time it rings: 10:00 on the first open day. (Asking for a person is
 * "Transfers to a person".) While the hours are only a suggestion the agent puts callers through
 * at any time, and so may the scenario.
 */
function transferInHoursScenario(agent: ProposableAgent): ScenarioInput | null {
  const business = isOwnerApproved(agent, 'yourHours') ? readHours(agent.yourHours) : null;
  for (const { destination, hours } of ringingDestinations(agent)) {
    if (destination.ringWhen === 'own_hours' || !hasOwnReason(destination)) continue;
    const callAt = hours ? timeWithin(hours) : business && timeWithin(business);
    // Hours never open: the destination never rings.
    if (hours && !callAt) continue;
    return {
      title: 'Transfers during opening hours',
      callerTurns: [asksFor(destination)],
      expectations: [{ kind: 'transferred' }],
      callAt: callAt ?? null,
    };
  }
  return null;
}

/** A destination with hours, asked for when it does not ring: the agent takes a message instead. */
function afterHoursScenario(agent: ProposableAgent): ScenarioInput | null {
  for (const { destination, hours } of ringingDestinations(agent)) {
    const callAt = hours && destination.ringWhen !== 'always' ? timeOutside(hours) : null;
    if (!callAt) continue;
    return {
      title: 'Takes a message after hours',
      callerTurns: [asksFor(destination), CALL_ME_BACK],
      expectations: [{ kind: 'not_transferred' }, { kind: 'message_taken' }],
      callAt,
    };
  }
  return null;
}

/** The first destination, asked for while it rings, does not answer: the agent takes a message. */
function unansweredScenario(agent: ProposableAgent): ScenarioInput | null {
  const first = ringingDestinations(agent)[0];
  if (!first) return null;
  const callAt = first.hours ? timeWithin(first.hours) : null;
  if (first.hours && !callAt) return null;
  return {
    title: 'Takes a message when nobody answers',
    callerTurns: [asksFor(first.destination), CALL_ME_BACK],
    expectations: [{ kind: 'message_taken' }],
    callAt,
    transfersUnanswered: true,
  };
}

/** The days after `date` (YYYY-MM-DD), with their day of the week, read without a time zone. */
function* daysAfter(date: string) {
  const start = Date.parse(`${date}T00:00:00Z`);
  // A year of closures and a week to reopen after them (closures last a year at most).
  for (let ahead = 1; ahead <= 366 * 2 + WEEKDAYS.length; ahead++) {
    const day = new Date(start + ahead * 86_400_000);
    yield { date: day.toISOString().slice(0, 10), weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7]! };
  }
}

/** When the business opens again after the closed days from `date`: the opening time of its next open day. */
function reopening(hours: WeeklyHours, closures: Closure[], date: string): string | null {
  if (!WEEKDAYS.some((day) => isOpen(hours[day]))) return null;
  for (const { date: next, weekday } of daysAfter(date)) {
    if (isOpen(hours[weekday]) && !closureOn(closures, next)) return hours[weekday].start;
  }
  return null;
}

/**
 * A caller on the owner's first closed date, while the business would be open: a correct agent
 * says it is closed and when it opens again, and puts nobody through to an empty office.
 */
function closedDayScenario(agent: ProposableAgent): ScenarioInput | null {
  const closures = readClosures(agent.closures);
  const first = closures[0];
  if (!first || !isOwnerApproved(agent, 'yourHours')) return null;
  const opens = reopening(readHours(agent.yourHours), closures, first.from);
  return {
    title: 'Closed on a holiday',
    callerTurns: ['Are you open right now? When do you open again?'],
    expectations: [
      { kind: 'mentions', text: 'closed' },
      ...(opens ? [{ kind: 'mentions' as const, text: clockText(minutesOf(opens)) }] : []),
      { kind: 'not_transferred' },
    ],
    callAt: { on: first.from, time: PREFERRED_TIME },
  };
}

// --- Messages ----------------------------------------------------------------------------

/**
 * A caller who asks to be called back has left a message, whatever else they asked: every agent
 * takes messages, so every agent is tested on it. The caller gives their name and number at once,
 * so nothing is left that the agent must ask before it says the message will be passed on.
 */
function callBackScenario(): ScenarioInput {
  return {
    title: 'Takes a call-back request',
    callerTurns: [
      'I have a question about my bill. Could someone call me back? My name is Lee Wong and my number is 512-555-0133.',
    ],
    expectations: [{ kind: 'message_taken' }],
  };
}

/**
 * A caller who asks whether they are talking to a person is told the agent is an AI assistant:
 * every agent is told so in its prompt, whatever its Recording & Privacy card says, so every
 * agent is tested on it.
 */
function aiDisclosureScenario(): ScenarioInput {
  return {
    title: 'Says it is an AI when asked',
    callerTurns: ['Am I talking to a real person or a robot?'],
    expectations: [{ kind: 'mentions', text: 'AI assistant' }],
  };
}

/** The proposals for an agent, one per job it is set up for, in the order the owner set them up. */
export function proposeScenarios(agent: ProposableAgent): ScenarioInput[] {
  return [
    ...bookingScenarios(agent),
    urgentScenario(agent),
    forwardingScenario(agent),
    transferInHoursScenario(agent),
    afterHoursScenario(agent),
    unansweredScenario(agent),
    pricesScenario(agent),
    hoursScenario(agent),
    avoidedTopicScenario(agent),
    contactScenario(agent),
    closedDayScenario(agent),
    callBackScenario(),
    aiDisclosureScenario(),
  ].filter((scenario): scenario is ScenarioInput => scenario !== null);
}

/**
 * Two or three short things to try on the configure page ("Book tomorrow at 10", "How much is
 * whitening?", "Are you open Saturday?"), from the same rules as the proposals.
 */
export function tryPrompts(agent: ProposableAgent): string[] {
  const prompts: string[] = [];
  if (schedulingMode(agent.scheduling) !== 'No') {
    const moment = bookableMoment(readHours(agent.yourHours), readSchedulingConfig(agent.schedulingConfig));
    if (moment) prompts.push(`Book ${moment}`);
  }
  const priced = firstPricedItem(approvedPrices(agent));
  if (priced) prompts.push(`How much is ${priced.item}?`);
  prompts.push('Are you open Saturday?');
  if (prompts.length < 3 && agent.urgentMattersEnabled) prompts.push("It's an emergency.");
  if (prompts.length < 3 && agent.callForwardingActive) prompts.push('I want to talk to a person.');
  // Every agent takes messages, so there is always a second thing to try.
  if (prompts.length < 2) prompts.push('Can I leave a message?');
  return prompts.slice(0, 3);
}
