import type { Agent } from './agent.ts';
import { readInfoList, readTypedList } from './agent.plain.ts';
import { isOwnerApproved } from './completion.plain.ts';
import { readHours, type WeeklyHours } from './hours.plain.ts';
import { WEEKDAYS, type Weekday } from './options.plain.ts';
import { readSchedulingConfig, schedulingMode, type SchedulingConfig } from './scheduling.plain.ts';
import { destinationTarget, readDestinations } from './transfers.plain.ts';
import { SCENARIO_LIMITS } from './scenarios.plain.ts';
import type { ScenarioInput } from './scenarios.ts';

/**
 * The scenarios the portal proposes for an agent: one per job the agent is set up to do, each
 * with expectations a correct agent meets and a wrong one misses. Pure and clock-free: a caller
 * names days with relative words ("tomorrow", "next Monday"), so the same agent always gets the
 * same proposals.
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
  /** As stored or answered: read with readDestinations. */
  transferDestinations: unknown;
};

// Facts are proposed as tests only once the owner gave or kept them: a suggested value is never
// said to callers, so a scenario expecting it would fail a correct agent.
const approvedPrices = (agent: ProposableAgent) => (isOwnerApproved(agent, 'yourPrices') ? agent.yourPrices : null);

/** What every proposed caller says to close a conversation whose expectations include a polite end. */
export const CALLER_GOODBYE = 'Thanks, bye.';

const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** "Severe tooth pain" -> "severe tooth pain", "A burst pipe" -> "a burst pipe"; "MRI scans" and "I" stay. */
const lowerFirst = (text: string) =>
  /^(?!I\b)[A-Z](?:[a-z]|\b)/.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text;

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** 600 -> "10", 510 -> "8:30 AM", 840 -> "2 PM": how a caller says a time. */
function spokenTime(minutes: number) {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  // "at 10" reads as the morning to any receptionist; other hours say which half of the day.
  if (hour === 10 && minute === 0) return '10';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute === 0 ? `${twelveHour}` : `${twelveHour}:${String(minute).padStart(2, '0')}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

// --- Booking -----------------------------------------------------------------------------

/**
 * Without a clock, "tomorrow" may be any day of the week and "now" any time of the day: tomorrow
 * at 10 is at least 10 hours away (asked just before midnight).
 */
const HOURS_UNTIL_TOMORROW_AT_TEN = 10;
const PREFERRED_START = 10 * 60;

/** The bookable window of a weekday in minutes: opening hours within the allowed booking hours. */
function bookingWindow(day: Weekday, hours: WeeklyHours, config: SchedulingConfig): [number, number] | null {
  const open = hours[day];
  if (!config.allowed_booking_days.includes(day) || !open.open || !open.start || !open.end) return null;
  const from = Math.max(minutesOf(open.start), minutesOf(config.allowed_booking_hours_start ?? '00:00'));
  const to = Math.min(minutesOf(open.end), minutesOf(config.allowed_booking_hours_end ?? '23:59'));
  return from < to ? [from, to] : null;
}

/** The start a caller asks for on a day: 10:00 when the appointment fits, else the window's first time. */
function startWithin(window: [number, number], duration: number): number | null {
  if (PREFERRED_START >= window[0] && PREFERRED_START + duration <= window[1]) return PREFERRED_START;
  return window[0] + duration <= window[1] ? window[0] : null;
}

/**
 * "tomorrow at 10" when that is bookable whatever today is (every day bookable at 10, notice and
 * advance rules met); otherwise the first bookable weekday, "next Monday at 10" or at the first
 * time its window allows. A notice of more than 10 hours, or booking fewer than 7 days ahead, can
 * still rule out the day asked for on some days of the week: no relative words can avoid that.
 */
function bookableMoment(hours: WeeklyHours, config: SchedulingConfig): string | null {
  const duration = config.appointment_duration_options[0] ?? 30;
  const starts = WEEKDAYS.map((day) => {
    const window = bookingWindow(day, hours, config);
    return { day, start: window ? startWithin(window, duration) : null };
  });
  const tomorrowWorks =
    starts.every(({ start }) => start === PREFERRED_START) &&
    (config.minimum_notice_hours ?? 0) <= HOURS_UNTIL_TOMORROW_AT_TEN &&
    (config.maximum_advance_days ?? 1) >= 1;
  if (tomorrowWorks) return `tomorrow at ${spokenTime(PREFERRED_START)}`;
  const first = starts.find(({ start }) => start !== null);
  return first ? `next ${WEEKDAY_NAMES[first.day]} at ${spokenTime(first.start!)}` : null;
}

/** The caller's details, with every one the booking rules require. */
function callerDetails(config: SchedulingConfig, reason: string) {
  const details = ['My name is Jane Doe and my number is 512-555-0142.'];
  if (config.require_email) details.push('My e-mail is jane.doe@example.com.');
  if (config.require_reason_for_visit) details.push(`The reason for the visit is ${reason}.`);
  if (config.require_existing_or_new_client) details.push("I'm a new client.");
  return details.join(' ');
}

function bookingScenario(agent: ProposableAgent): ScenarioInput | null {
  if (schedulingMode(agent.scheduling) === 'No') return null;
  const config = readSchedulingConfig(agent.schedulingConfig);
  const moment = bookableMoment(readHours(agent.yourHours), config);
  if (!moment) return null;
  const type = config.appointment_types[0]?.toLowerCase();
  return {
    title: 'Books an appointment',
    callerTurns: [
      `Can I book ${withArticle(type ?? 'appointment')} ${moment}?`,
      callerDetails(config, type ? withArticle(type) : 'a check-up'),
      'Yes, please book it.',
    ],
    expectations: [{ kind: 'booked' }, { kind: 'collected_fields' }],
  };
}

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

function forwardingScenario(agent: ProposableAgent): ScenarioInput | null {
  if (!agent.callForwardingActive) return null;
  return {
    title: 'Transfers to a person',
    callerTurns: ['I want to talk to a person.'],
    expectations: [{ kind: 'transferred' }],
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

/**
 * A topic the agent must not discuss. A correct agent declines, and often names the topic as it
 * does ("I can't discuss diagnoses"), so "did not mention the topic" would fail good agents. The
 * prompt tells the agent "Never discuss these topics", and a refusal echoes that word ("I can't
 * discuss that", "I'm not able to discuss…"); an agent that answers the question, or that does not
 * know the topic is off limits and offers a message instead, rarely says it.
 */
function avoidedTopicScenario(agent: ProposableAgent): ScenarioInput | null {
  const topic = readTypedList(agent.topicsToAvoid)[0];
  if (!topic) return null;
  return {
    title: clip(`Declines to discuss ${lowerFirst(topic)}`, SCENARIO_LIMITS.title),
    callerTurns: [`Can you tell me about ${clip(lowerFirst(topic), 200)}?`],
    expectations: [{ kind: 'mentions', text: 'discuss' }],
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

/** The proposals for an agent, one per job it is set up for, in the order the owner set them up. */
export function proposeScenarios(agent: ProposableAgent): ScenarioInput[] {
  return [
    bookingScenario(agent),
    urgentScenario(agent),
    forwardingScenario(agent),
    pricesScenario(agent),
    hoursScenario(agent),
    avoidedTopicScenario(agent),
    contactScenario(agent),
    callBackScenario(),
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
