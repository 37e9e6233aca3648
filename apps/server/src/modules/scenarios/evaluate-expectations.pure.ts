import { readCallBrief } from '@portal/shared/agents/call-brief';
import type { Expectation, ExpectationResult } from '@portal/shared/agents/scenarios';
import { BOOKING_DETAILS } from '@portal/shared/agents/scheduling';
import {
  APPOINTMENT_ANSWERS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import type { AssistantSpec } from '../../providers/voice/voice.ts';
import { appointmentTimes, bookedWhen, cancelledWhat, movedWhen } from './booking-answers.pure.ts';
import { callerGave } from './caller-gave.pure.ts';
import { END_CALL, TRANSFER_CALL, transferDestination, type Conversation, type ToolUse } from './conversation.pure.ts';
import { numberMention } from './number-mentions.pure.ts';

/** What the expectations need to know of the agent, read from the assistant the conversation ran. */
export type AgentFacts = {
  /** The first number the assistant transfers to, or null when it cannot transfer. */
  forwardingNumber: string | null;
  /** Every number the assistant may transfer to, in its tool's order. */
  transferNumbers: string[];
  /** Why the agent cannot book, or null when it has the booking tools. */
  cannotBook: string | null;
  /** The details a booking needs: the agent's rules, and the full name always. */
  requiredDetails: { argument: string; label: string }[];
  endCallMessage: string | null;
};

const FULL_NAME = BOOKING_DETAILS[0];

export function agentFacts(assistant: AssistantSpec): AgentFacts {
  const tools = assistant.model.tools ?? [];
  const transfer = tools.find((tool) => tool.type === 'transferCall');
  const canBook = tools.some((tool) => tool.type === 'function' && tool.function.name === BOOK_APPOINTMENT);
  const brief = readCallBrief(assistant.metadata);
  const required = brief?.scheduling?.required ?? [];
  return {
    forwardingNumber: transfer?.destinations[0]?.number ?? null,
    transferNumbers: transfer?.destinations.map((destination) => destination.number) ?? [],
    cannotBook: canBook
      ? null
      : brief?.scheduling
        ? 'the agent cannot book because no Google Calendar is connected'
        : 'booking is turned off for this agent',
    requiredDetails: required.some((detail) => detail.argument === FULL_NAME.argument)
      ? required
      : [{ argument: FULL_NAME.argument, label: FULL_NAME.label }, ...required],
    endCallMessage: brief?.endCallMessage ?? null,
  };
}

const QUOTE_LENGTH = 160;
const quote = (text: string) =>
  `“${text.length <= QUOTE_LENGTH ? text : `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`}”`;

/** Goodbyes an agent ends a call with, besides the owner's own end-of-call message. */
const GOODBYES = [
  'bye',
  'have a great day',
  'have a nice day',
  'have a wonderful day',
  'thanks for calling',
  'thank you for calling',
];

/**
 * How the agent may ask for each booking detail ("What's the best number to reach you?"). A
 * detail not listed is looked for by its label.
 */
const ASKED_WITH: Record<string, string[]> = {
  full_name: ['name'],
  phone_number: ['phone', 'number'],
  email: ['email', 'e-mail'],
  reason: ['reason', 'what brings you', 'what is it for', "what's it for", 'purpose', 'what kind of'],
  client_status: ['new or existing', 'new or returning', 'existing', 'new patient', 'new client', 'before'],
};

/**
 * An agent telling the caller their message is taken: "I'll pass your message on", "The team will
 * call you back", "I've noted that". An offer ("I can take a message…") is not one.
 */
const MESSAGE_TAKEN =
  /\b(i'll|i will|i've|i have|we'll|we will|will be|someone will|the team will|they'll|they will)\b[^.?!]*\b(pass|passed|passing|calls? you back|get back to you|reach out|be in touch|contact you|let (the team|them|him|her|the office) know|not(e|ed)|message)\b/i;
const OFFER = /\b(can take a message|would you like|if you'd like|if you would like|do you want|shall i)\b/i;
const takesMessage = (line: string) =>
  line.split(/(?<=[.!?])\s+/).some((sentence) => MESSAGE_TAKEN.test(sentence) && !OFFER.test(sentence));

/** Pure: whether each expectation held in the conversation, and why, in words the owner reads. */
export function evaluateExpectations(
  expectations: Expectation[],
  conversation: Conversation,
  facts: AgentFacts,
): ExpectationResult[] {
  const agentLines = conversation.lines.filter((line) => line.speaker === 'agent').map((line) => line.text);
  const callerLines = conversation.lines.filter((line) => line.speaker === 'caller').map((line) => line.text);
  const lastSaid = agentLines.at(-1);
  const agentSaid = lastSaid ? `the agent said ${quote(lastSaid)}` : 'the agent said nothing';
  const called = (name: string) => conversation.tools.filter((tool) => tool.name === name);
  const includes = (line: string, text: string) => line.toLowerCase().includes(text.toLowerCase());
  // A time ("9 AM") or a short number is looked for as said, not as digits anywhere ("512-555-0199").
  const lineWith = (text: string) => agentLines.find(numberMention(text) ?? ((line) => includes(line, text)));
  const result = (expectation: Expectation, passed: boolean, reason: string) => ({ expectation, passed, reason });

  /** Why nothing was done with a booking: the tool's last answer, or what the agent said when it never used it. */
  function notDone(expectation: Expectation, what: string, tools: ToolUse[], tool: string) {
    const last = tools.at(-1);
    if (last) {
      const answer = last.result ? `the ${tool} answered ${quote(last.result)}` : `the ${tool} did not answer`;
      return result(expectation, false, `${what}: ${answer}.`);
    }
    const why = facts.cannotBook ? ` (${facts.cannotBook})` : '';
    return result(expectation, false, `${what}: ${agentSaid}${why}.`);
  }

  function booked(expectation: Expectation) {
    const bookings = called(BOOK_APPOINTMENT);
    const confirmed = bookings.find((tool) => tool.result?.startsWith('Booked:'));
    if (confirmed) return result(expectation, true, `Booked ${bookedWhen(confirmed.result!)}.`);
    return notDone(expectation, 'No appointment was booked', bookings, 'booking tool');
  }

  function foundAppointment(expectation: Expectation) {
    const lookUps = called(FIND_APPOINTMENTS);
    const found = lookUps.flatMap((tool) => appointmentTimes(tool.result));
    const readBack = found.find(({ time }) => lineWith(time));
    if (readBack) return result(expectation, true, `Read back the appointment on ${readBack.when}.`);
    const [first] = found;
    if (first)
      return result(
        expectation,
        false,
        `Found the appointment on ${first.when} but did not say its time: ${agentSaid}.`,
      );
    return notDone(expectation, 'No appointment was found', lookUps, 'look-up tool');
  }

  function rescheduled(expectation: Expectation) {
    const moves = called(RESCHEDULE_APPOINTMENT);
    const moved = moves.find((tool) => tool.result?.startsWith(APPOINTMENT_ANSWERS.moved));
    if (moved) {
      const when = movedWhen(moved.result!);
      const reason = when ? `Moved the appointment ${when}.` : `Moved the appointment: ${quote(moved.result!)}.`;
      return result(expectation, true, reason);
    }
    return notDone(expectation, 'No appointment was moved', moves, 'rescheduling tool');
  }

  function cancelled(expectation: Expectation) {
    const cancels = called(CANCEL_APPOINTMENT);
    const done = cancels.find((tool) => tool.result?.startsWith(APPOINTMENT_ANSWERS.cancelled));
    if (done) return result(expectation, true, `Cancelled ${cancelledWhat(done.result!)}.`);
    return notDone(expectation, 'No appointment was cancelled', cancels, 'cancellation tool');
  }

  function transferred(expectation: Expectation) {
    const transfer = called(TRANSFER_CALL).at(-1);
    const destination = transfer ? transferDestination(transfer) : null;
    if (!transfer) {
      const why = facts.forwardingNumber ? '' : ' (no forwarding number is set up)';
      return result(expectation, false, `The call was not transferred: ${agentSaid}${why}.`);
    }
    const listed = destination && facts.transferNumbers.find((number) => sameNumber(destination, number));
    if (listed) return result(expectation, true, `Transferred to ${listed}${nobodyAnswered(transfer)}.`);
    const expected =
      facts.transferNumbers.length > 1
        ? `one of ${facts.transferNumbers.join(', ')}`
        : facts.forwardingNumber
          ? `the forwarding number ${facts.forwardingNumber}`
          : 'a forwarding number';
    return result(expectation, false, `Transferred to ${destination ?? 'no number'}, not ${expected}.`);
  }

  function notTransferred(expectation: Expectation) {
    const transfer = called(TRANSFER_CALL).at(-1);
    if (!transfer) return result(expectation, true, 'Did not transfer the call.');
    const tried = transfer.result ? 'Tried to transfer the call' : 'Transferred the call';
    return result(
      expectation,
      false,
      `${tried} to ${transferDestination(transfer) ?? 'a number'}${nobodyAnswered(transfer)}.`,
    );
  }

  function urgentMessage(expectation: Expectation) {
    const urgent = agentLines.find((line) => /\burgent/i.test(line));
    if (urgent) return result(expectation, true, `Marked the matter urgent: ${quote(urgent)}.`);
    const transfer = called(TRANSFER_CALL).at(-1);
    if (transfer)
      return result(
        expectation,
        true,
        `Transferred the urgent call to ${transferDestination(transfer) ?? 'a number'}.`,
      );
    return result(expectation, false, `Did not say the matter is urgent or transfer the call: ${agentSaid}.`);
  }

  function messageTaken(expectation: Expectation) {
    const taken = agentLines.find(takesMessage);
    if (taken) return result(expectation, true, `Took the message: ${quote(taken)}.`);
    return result(expectation, false, `Did not say the message would be passed on: ${agentSaid}.`);
  }

  function collectedFields(expectation: Expectation) {
    const labels = (details: AgentFacts['requiredDetails']) => details.map((detail) => detail.label).join(', ');
    const bookings = called(BOOK_APPOINTMENT);
    if (bookings.length > 0) {
      const missingIn = (tool: ToolUse) =>
        facts.requiredDetails.filter((detail) => !given(tool.arguments[detail.argument]));
      if (bookings.some((tool) => missingIn(tool).length === 0))
        return result(expectation, true, `The booking had every required detail: ${labels(facts.requiredDetails)}.`);
      return result(expectation, false, `The booking was missing: ${labels(missingIn(bookings.at(-1)!))}.`);
    }
    // What the caller said unasked needs no question: the agent was told it.
    const toldUnasked = facts.requiredDetails.filter((detail) => callerGave(detail.argument, callerLines));
    const toAsk = facts.requiredDetails.filter((detail) => !toldUnasked.includes(detail));
    const notAsked = toAsk.filter(
      (detail) => !(ASKED_WITH[detail.argument] ?? [detail.label]).some((words) => lineWith(words)),
    );
    if (notAsked.length > 0) return result(expectation, false, `Did not ask for: ${labels(notAsked)}.`);
    if (toldUnasked.length === 0)
      return result(expectation, true, `Asked for every required detail: ${labels(facts.requiredDetails)}.`);
    if (toAsk.length === 0)
      return result(expectation, true, `The caller gave every required detail: ${labels(toldUnasked)}.`);
    return result(expectation, true, `Asked for ${labels(toAsk)}; the caller gave ${labels(toldUnasked)}.`);
  }

  function endedPolitely(expectation: Expectation) {
    if (called(END_CALL).length > 0) return result(expectation, true, 'Ended the call.');
    const endings = [...(facts.endCallMessage ? [facts.endCallMessage] : []), ...GOODBYES];
    if (lastSaid && endings.some((ending) => includes(lastSaid, ending)))
      return result(expectation, true, `Said goodbye: ${quote(lastSaid)}.`);
    return result(
      expectation,
      false,
      lastSaid
        ? `Did not end politely: the last thing the agent said was ${quote(lastSaid)}.`
        : 'Did not end politely: the agent said nothing.',
    );
  }

  return expectations.map((expectation) => {
    switch (expectation.kind) {
      case 'booked':
        return booked(expectation);
      case 'found_appointment':
        return foundAppointment(expectation);
      case 'rescheduled':
        return rescheduled(expectation);
      case 'cancelled':
        return cancelled(expectation);
      case 'transferred':
        return transferred(expectation);
      case 'not_transferred':
        return notTransferred(expectation);
      case 'urgent_message':
        return urgentMessage(expectation);
      case 'message_taken':
        return messageTaken(expectation);
      case 'collected_fields':
        return collectedFields(expectation);
      case 'ended_politely':
        return endedPolitely(expectation);
      case 'mentions': {
        const line = lineWith(expectation.text);
        return line
          ? result(expectation, true, `Mentioned “${expectation.text}”.`)
          : result(expectation, false, `Did not mention “${expectation.text}”.`);
      }
      case 'not_mentions': {
        const line = lineWith(expectation.text);
        return line
          ? result(expectation, false, `Mentioned “${expectation.text}”: ${quote(line)}.`)
          : result(expectation, true, `Did not mention “${expectation.text}”.`);
      }
    }
  });
}

/** " (nobody answered)" after a transfer that found nobody (its tool line is its result), else nothing. */
const nobodyAnswered = (transfer: ToolUse) => (transfer.result ? ' (nobody answered)' : '');

const given = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

const sameNumber = (a: string, b: string) => a.replace(/[^\d+]/g, '') === b.replace(/[^\d+]/g, '');
