import { namedAppointmentType } from './booking-flow.ts';
import { say, type CallState, type TurnContext } from './call-state.ts';
import { searchTerm, searchTerms } from './search-terms.ts';
import { saysUrgent } from './intents.ts';
import { startMessage } from './message-flow.ts';
import { MESSAGE_LEAD, NO_TRANSFER } from './replies.ts';
import { startUrgent } from './urgent-flow.ts';
import { chooseDestination, type Choice } from './destinations.ts';
import { keepReason, putThrough, unavailableNow } from './transfers.ts';

/**
 * What wins over any flow in progress: the caller leaving, an emergency, or a caller who wants a
 * person rather than the agent.
 */

export function goodbye(context: TurnContext) {
  say(context, context.state.goodbye);
  context.state.pending = null;
  context.turn.end = { reason: 'assistant-ended-call' };
}

/**
 * The owner's urgent situation the caller describes (null when they only say it is urgent), or
 * undefined when nothing urgent is said. Asking whether the business handles emergencies is a
 * question, not an emergency.
 */
export function urgentIn(state: CallState, text: string): string | null | undefined {
  if (state.urgent) return undefined;
  // Without an urgent policy an urgent call is a message, which may already be being taken.
  if (!state.brief?.urgent && state.flow === 'message') return undefined;
  const situation = state.urgentSituations.match(withoutAppointmentType(state, text));
  if (situation) return situation;
  const asksAboutService =
    /\b(do|does|can|could) (you|they)\b.*\b(emergenc|urgent)/i.test(text) ||
    /\b(emergency|urgent) (care|services?|appointments?|visits?|hours|fees?|rates?|line)\b/i.test(text);
  return saysUrgent(text) && !asksAboutService ? null : undefined;
}

export function handleUrgent(context: TurnContext, text: string, situation: string | null) {
  const { state } = context;
  state.pending = null;
  if (state.brief?.urgent) return startUrgent(context, text, situation);
  startMessage(context, MESSAGE_LEAD);
}

/**
 * Whether the agent may put a caller through to a person. With a brief, only when the owner turned
 * forwarding on (the transfer tool may be there for urgent calls alone); an assistant without one
 * has only its tools to go by.
 */
export const canPutThrough = (state: CallState) =>
  state.abilities.transfer !== null && (state.brief ? state.brief.forwarding !== null : true);

/** A caller who asks for a person: put through to the destination their words point to, else the first. */
export function handlePerson(context: TurnContext, text: string) {
  const choice = canPutThrough(context.state) ? chooseDestination(context.state.destinations, text) : null;
  if (choice) return offerTransfer(context, choice);
  noTransfer(context, NO_TRANSFER);
}

/**
 * Puts the caller through while the destination may ring; outside its hours the agent says when
 * someone will be there and takes a message instead.
 */
export function offerTransfer(context: TurnContext, { destination, about }: Choice) {
  const closed = unavailableNow(context.state, destination);
  if (!closed) return putThrough(context, destination, about);
  keepReason(context.state, about);
  noTransfer(context, `${closed} ${MESSAGE_LEAD}`);
}

/** No transfer: a message is taken, or the one being taken goes on with its question. */
function noTransfer(context: TurnContext, lead: string) {
  const { state } = context;
  const pending = state.pending;
  if (state.flow === 'message' && pending?.kind === 'detail') {
    return say(context, `${lead} ${pending.detail.question}`);
  }
  state.pending = null;
  startMessage(context, lead);
}

/**
 * The caller's words less the appointment type they name: "a property showing" is something to
 * book, though "showing" and "property" are words of the urgent situation "locked out of a
 * property for a scheduled showing".
 */
function withoutAppointmentType(state: CallState, text: string): string {
  const type = namedAppointmentType(text, state.brief?.scheduling?.appointmentTypes ?? []);
  if (!type) return text;
  const typeTerms = new Set(searchTerms(type));
  return text
    .split(/\s+/)
    .filter((word) => !typeTerms.has(searchTerm(word.replace(/[^\p{L}\p{N}'-]/gu, '')) ?? ''))
    .join(' ');
}
