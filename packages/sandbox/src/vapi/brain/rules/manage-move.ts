import { DateTime } from 'luxon';
import { CHECK_AVAILABILITY, RESCHEDULE_APPOINTMENT } from '@portal/shared/voice-webhook.plain';
import { readChangeAnswer } from './appointment-answers.ts';
import { ASK_OTHER_DAY, ASK_TIME, namedAppointmentType } from './booking-flow.ts';
import { runTool, say, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { readBareTime, readWhen, spokenDay, spokenTime, type When } from './dates.ts';
import { isNo, isYes, looksLikeQuestion } from './intents.ts';
import { ask, chosenOf, draftOf, finishManage, kindOf, offerMessage } from './manage-common.ts';
import type { Appointment } from './manage-state.ts';
import { askTextConsent, textConfirmationArgs, textPromise } from './text-consent.ts';
import { readAvailabilityAnswer } from './tool-answers.ts';

/**
 * Moving a caller's appointment: the new day (from their words, or asked), its open times from
 * check_availability, a time agreed and confirmed, then reschedule_appointment.
 */

export const ASK_MOVE_DAY = 'What day would you like to move it to?';
export const KEEP_IT = "No problem, I'll leave it as it is.";

// "The next day", "the day before", "a week later": days counted from the appointment's own.
const SHIFTS: [RegExp, number][] = [
  [/\b(the )?(next|following) day\b|\bday after\b/i, 1],
  [/\bday before\b/i, -1],
  [/\b(a|one) week later\b|\bsame (day|time) next week\b|\bnext week same (day|time)\b/i, 7],
];

/** The new day and time in the caller's words, a day counted from the appointment's when they say so. */
export function readNewDay(text: string, appointment: Appointment, now: Date, timezone: string): When {
  const when = readWhen(text, now, timezone);
  const shift = SHIFTS.find(([pattern]) => pattern.test(text))?.[1];
  if (shift !== undefined && appointment.date) {
    when.date = DateTime.fromISO(appointment.date, { zone: timezone }).plus({ days: shift }).toISODate()!;
  }
  if (/\bsame time\b/i.test(text) && !when.time && appointment.clock) when.time = appointment.clock;
  return when;
}

const newDayIn = (state: CallState, text: string) => readNewDay(text, chosenOf(state), state.now(), timezoneOf(state));

/** Moves the chosen appointment: to the day the caller named already, or asks for one. */
export async function startMove(context: TurnContext, lead?: string) {
  const { state } = context;
  const draft = draftOf(state);
  draft.intent = 'move';
  const when = draft.target ? newDayIn(state, draft.target) : {};
  draft.target = null;
  draft.newDate = when.date;
  draft.newTime = when.time;
  if (lead) say(context, lead);
  if (when.date) return checkNewDay(context);
  ask(context, { ask: 'move-day' }, ASK_MOVE_DAY);
}

/** Asks the webhook for the open times on the new day and goes on from its answer. */
async function checkNewDay(context: TurnContext) {
  const { state } = context;
  const draft = draftOf(state);
  const type = namedAppointmentType(chosenOf(state).what, state.brief?.scheduling?.appointmentTypes ?? []);
  const args: Record<string, unknown> = { date: draft.newDate };
  if (draft.newTime) args.time = draft.newTime;
  if (type) args.appointment_type = type;
  const answer = await runTool(context, CHECK_AVAILABILITY, args);
  if (answer === null) return offerMessage(context);
  const read = readAvailabilityAnswer(answer);
  if (read.kind === 'no-calendar') return offerMessage(context, answer);
  if (read.kind === 'refused') {
    draft.newDate = undefined;
    return ask(context, { ask: 'move-day' }, ASK_OTHER_DAY, answer);
  }
  if (draft.newTime && read.times.includes(draft.newTime)) return confirmMove(context);
  const notOpen = draft.newTime ? [`${spokenTime(draft.newTime)} isn't one of the open times.`] : [];
  draft.newTime = undefined;
  ask(context, { ask: 'move-time', offered: read.times }, ASK_TIME, ...notOpen, answer);
}

function confirmMove(context: TurnContext) {
  const { state } = context;
  const draft = draftOf(state);
  const to = `${spokenDay(draft.newDate!, timezoneOf(state))} at ${spokenTime(draft.newTime!)}`;
  ask(context, { ask: 'move-confirm' }, `Shall I move it to ${to}?`);
}

/** The caller's answer to "What day would you like to move it to?". */
export async function answerMoveDay(context: TurnContext, text: string): Promise<boolean> {
  const draft = draftOf(context.state);
  const when = newDayIn(context.state, text);
  if (when.date) {
    draft.newDate = when.date;
    if (when.time) draft.newTime = when.time;
    await checkNewDay(context);
    return true;
  }
  if (when.time) {
    draft.newTime = when.time;
    ask(context, { ask: 'move-day' }, `And which day would you like ${spokenTime(when.time)}?`);
    return true;
  }
  if (!isNo(text)) return false;
  finishManage(context, KEEP_IT);
  return true;
}

/** "The first one", "the latest": a time picked by its place in the list. */
function byPosition(text: string, offered: string[]): string | undefined {
  if (/\b(first|earliest|earlier one)\b/i.test(text)) return offered[0];
  if (/\b(last|latest|later one)\b/i.test(text)) return offered.at(-1);
  return undefined;
}

/** The caller's pick from the open times just read out. */
export async function answerMoveTime(context: TurnContext, text: string, offered: string[]): Promise<boolean> {
  const { state } = context;
  const draft = draftOf(state);
  const when = newDayIn(state, text);
  if (when.date && when.date !== draft.newDate) {
    draft.newDate = when.date;
    draft.newTime = when.time;
    await checkNewDay(context);
    return true;
  }
  const time = when.time ?? readBareTime(text) ?? byPosition(text, offered);
  if (time && offered.includes(time)) {
    draft.newTime = time;
    confirmMove(context);
    return true;
  }
  if (time) {
    const listed = `${spokenTime(time)} isn't one of the open times. The open times are ${offered.map(spokenTime).join(', ')}.`;
    ask(context, { ask: 'move-time', offered }, ASK_TIME, listed);
    return true;
  }
  if (!isNo(text)) return false;
  draft.newDate = undefined;
  ask(context, { ask: 'move-day' }, 'What other day would work for you?');
  return true;
}

/** The caller's answer to "Shall I move it to …?". */
export async function answerMoveConfirm(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const draft = draftOf(state);
  const when = newDayIn(state, text);
  if ((when.date && when.date !== draft.newDate) || (when.time && when.time !== draft.newTime)) {
    // "Actually, make it 11": a new time or day is checked again.
    if (when.date) draft.newDate = when.date;
    draft.newTime = when.time;
    await checkNewDay(context);
    return true;
  }
  if (isYes(text)) {
    if (!askTextConsent(context, 'move')) await reschedule(context);
    return true;
  }
  if (isNo(text)) {
    draft.newDate = undefined;
    draft.newTime = undefined;
    ask(context, { ask: 'move-day' }, 'No problem. What day and time would suit you better?');
    return true;
  }
  if (looksLikeQuestion(text)) return false;
  ask(context, { ask: 'move-confirm' }, 'Sorry, shall I move it?');
  return true;
}

/** Moves it to the agreed time (with the caller's answer about a text, when asked). */
export async function reschedule(context: TurnContext) {
  const { state } = context;
  const draft = draftOf(state);
  const appointment = chosenOf(state);
  const args = {
    appointment_id: appointment.id,
    new_start: `${draft.newDate}T${draft.newTime}`,
    ...draft.lookup,
    ...textConfirmationArgs(state, 'move'),
  };
  const answer = await runTool(context, RESCHEDULE_APPOINTMENT, args);
  if (answer === null) return offerMessage(context);
  const read = readChangeAnswer(answer);
  switch (read.kind) {
    case 'moved':
      state.lastChange = { kind: 'rescheduled', reason: `To move their ${kindOf(appointment)}` };
      return finishManage(context, answer, ...textPromise(args));
    case 'times':
      draft.newTime = undefined;
      return ask(context, { ask: 'move-time', offered: read.times }, ASK_TIME, answer);
    case 'refused':
      draft.newDate = undefined;
      draft.newTime = undefined;
      return ask(context, { ask: 'move-day' }, ASK_OTHER_DAY, answer);
    default:
      // Not the caller's, no calendar, or an answer the agent cannot read: the team is asked instead.
      return offerMessage(context, answer);
  }
}
