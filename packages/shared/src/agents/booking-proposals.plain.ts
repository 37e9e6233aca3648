import type { Agent } from './agent.ts';
import { readHours, type WeeklyHours } from './hours.plain.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from './options.plain.ts';
import { readSchedulingConfig, schedulingMode, type SchedulingConfig } from './scheduling.plain.ts';
import { minutesOf, spokenTime, withArticle } from './scenario-words.plain.ts';
import type { ScenarioInput } from './scenarios.ts';
import { readTextingSettings } from '../texts.plain.ts';

/**
 * The proposals for an agent that books: a new booking, and a caller's own booking looked up,
 * moved and cancelled. Clock-free like every proposal: the caller names days with relative words.
 * A test conversation has no real bookings, so the caller who manages one finds the rehearsal
 * appointment the webhook gives a dry run, under the name and number they give when asked.
 */

/** The agent fields the booking proposals read. */
type BookingAgent = Pick<Agent, 'scheduling' | 'schedulingConfig' | 'yourHours'> & { textingSettings?: unknown };

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
export function bookableMoment(hours: WeeklyHours, config: SchedulingConfig): string | null {
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

function bookingScenario(config: SchedulingConfig, moment: string): ScenarioInput {
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

/** What the caller answers to "What name and phone number was the appointment booked under?". */
const BOOKED_UNDER = "It's under Jane Doe, 512 555 0123.";

const lookUpScenario: ScenarioInput = {
  title: 'Looks up an appointment',
  callerTurns: ['When is my appointment?', BOOKED_UNDER],
  expectations: [{ kind: 'found_appointment' }],
};

/** The caller moves it to a day and time the booking rules allow, and confirms. */
const moveScenario = (moment: string): ScenarioInput => ({
  title: 'Moves an appointment',
  callerTurns: ['I need to move my appointment.', BOOKED_UNDER, `Can we do ${moment}?`, 'Yes, please move it.'],
  expectations: [{ kind: 'rescheduled' }],
});

/** The caller confirms, and gives the reason when asked. */
const cancelScenario: ScenarioInput = {
  title: 'Cancels an appointment',
  callerTurns: [
    'I need to cancel my appointment.',
    BOOKED_UNDER,
    'Yes, please cancel it.',
    'Something came up at work.',
  ],
  expectations: [{ kind: 'cancelled' }],
};

/** None when booking is off, or no day can be booked. */
export function bookingScenarios(agent: BookingAgent): ScenarioInput[] {
  if (schedulingMode(agent.scheduling) === 'No') return [];
  const config = readSchedulingConfig(agent.schedulingConfig);
  const moment = bookableMoment(readHours(agent.yourHours), config);
  if (!moment) return [];
  // With a confirmation by text on, the agent asks for the caller's consent before acting: the
  // caller answers it too.
  const texts = readTextingSettings(agent.textingSettings);
  const consenting = (scenario: ScenarioInput, on: boolean): ScenarioInput =>
    on ? { ...scenario, callerTurns: [...scenario.callerTurns, TEXT_CONSENT_ANSWER] } : scenario;
  return [
    consenting(bookingScenario(config, moment), texts.booking.on),
    lookUpScenario,
    consenting(moveScenario(moment), texts.reschedule.on),
    consenting(cancelScenario, texts.cancel.on),
  ];
}

/** The caller's answer to "Can I text you a confirmation?". */
const TEXT_CONSENT_ANSWER = 'Yes, please text me.';
