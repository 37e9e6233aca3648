import { say, type TurnContext } from './call-state.ts';
import { askFor, nextMissing } from './collect.ts';
import { itemDetail } from './details.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { putThrough, unavailableNow } from './transfers.ts';

/**
 * An urgent matter: the owner's checklist is asked one question at a time, then the call goes to
 * the owner's chosen destination while it may ring (forward_call), or is marked urgent for a call
 * back (take_message, or forward_call outside the destination's hours).
 */

export const URGENT_NOTED = "I've marked this as urgent. The team will call you back as soon as possible.";
const URGENT_LEAD = "I'm sorry to hear that. Let me get a few details so the team can help right away.";

/** Starts the urgent flow for what the caller described; the brief has an urgent policy. */
export function startUrgent(context: TurnContext, description: string, situation: string | null) {
  const { state } = context;
  state.urgent = { description, situation };
  state.flow = 'urgent';
  // The caller's own words are the reason for the call the checklist may ask for.
  if (!state.known.has('reason')) state.known.set('reason', description);
  advanceUrgent(context, URGENT_LEAD);
}

/** Where urgent calls go: the destination the brief names when the tool lists it (the model can only pick from those), else the first. */
function urgentDestination(state: TurnContext['state']) {
  const chosen = state.brief?.urgent?.transferTo;
  return state.destinations.find((destination) => destination.number === chosen) ?? state.destinations[0] ?? null;
}

export function advanceUrgent(context: TurnContext, lead?: string) {
  const { state } = context;
  const policy = state.brief?.urgent;
  const missing = nextMissing(state, (policy?.collect ?? []).map(itemDetail));
  if (missing) return askFor(context, missing, lead);
  state.flow = null;
  const destination = policy?.action === 'forward_call' ? urgentDestination(state) : null;
  // Outside the destination's hours an urgent call is not put through: it is marked for a call back.
  if (destination && !unavailableNow(state, destination)) return putThrough(context, destination, null);
  say(context, URGENT_NOTED, ANYTHING_ELSE);
  state.pending = { kind: 'anything-else' };
}
