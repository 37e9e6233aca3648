import { DateTime } from 'luxon';
import { fallBack } from '../transfer-fallback.ts';
import { say, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { spokenTime } from './dates.ts';
import type { FailedTransfer } from '../brain.ts';
import type { Destination } from './destinations.ts';
import { startMessage, startMessageAfter } from './message-flow.ts';
import { nextOpening, openUntil, spokenDay } from './open-times.ts';
import { NO_TRANSFER } from './replies.ts';
import { transferSummary } from './transfer-summary.ts';

/**
 * Putting a caller through, as the agent's rules and the platform make it happen: only while the
 * destination may ring (its hours are the agent's rule, not the platform's), then dialled by the
 * platform, which may find it busy or unanswered.
 */

/**
 * When `destination` may ring next, as the agent tells the caller ("Front desk is available from
 * 9:00 AM tomorrow."); null while it may ring now.
 */
export function unavailableNow(state: CallState, destination: Destination): string | null {
  if (!destination.hours) return null;
  const local = DateTime.fromJSDate(state.now(), { zone: timezoneOf(state) });
  // The business's closed days close a destination that rings during opening hours; one with
  // hours of its own keeps them (an on-call line may ring on a holiday).
  const closures = destination.ringWhen === 'open_hours' ? (state.brief?.closures ?? []) : [];
  if (openUntil(destination.hours, local, closures)) return null;
  const who = destination.name ? capitalised(destination.name) : 'The team';
  const next = nextOpening(destination.hours, local, closures);
  if (!next) return `${who} isn't available to take calls right now.`;
  const day = spokenDay(next);
  return `${who} is available from ${spokenTime(next.start)} ${day}.`;
}

/**
 * What the caller wanted the destination for, kept as the message's reason when the transfer does
 * not happen: the caller said it already and is not asked again.
 */
export function keepReason(state: CallState, about: string | null) {
  if (about && !state.known.has('reason')) state.known.set('reason', about);
}

const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** Says the destination's hold message and ends the turn with the transfer, which the platform then dials. */
export function putThrough(context: TurnContext, destination: Destination, about: string | null) {
  const { state } = context;
  say(context, destination.message);
  state.transferred = true;
  state.transfer = { destination, about };
  state.pending = null;
  context.turn.end = { reason: 'assistant-forwarded-call', destination: destination.number };
}

/**
 * Dials the transfer this turn ended with. Put through, the call is over; busy or unanswered, the
 * destination's fallbackPlan speaks and, when the agent stays on, it takes a message.
 */
export async function dialTransfer(context: TurnContext) {
  const { state, tools, turn } = context;
  const transfer = state.transfer;
  if (!transfer || turn.end?.reason !== 'assistant-forwarded-call' || !tools.transfer) return;
  const attempt = await tools.transfer({
    destination: transfer.destination.number,
    summary: () => Promise.resolve(transferSummary(state)),
  });
  if (attempt.connected) return;
  transferFailed(context, attempt);
}

/**
 * A transfer nobody took, dialled in this turn or reported later (a chat's system message): the
 * destination's fallbackPlan speaks and, when the agent stays on, it takes a message.
 */
export function transferFailed(context: TurnContext, attempt: FailedTransfer) {
  const { state, turn } = context;
  delete turn.end;
  keepReason(state, state.transfer?.about ?? null);
  state.transferred = false;
  state.transfer = null;
  if (!fallBack(turn, attempt)) return;
  if (attempt.fallbackMessage) startMessageAfter(context, attempt.fallbackMessage);
  else startMessage(context, NO_TRANSFER);
}
