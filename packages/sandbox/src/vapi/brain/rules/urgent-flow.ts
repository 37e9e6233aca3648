import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { say, type TurnContext } from './call-state.ts';
import { askFor, nextMissing } from './collect.ts';
import { itemDetail } from './details.ts';
import { ANYTHING_ELSE } from './message-flow.ts';

/**
 * An urgent matter: the owner's checklist is asked one question at a time, then the call goes to
 * the owner's number (forward_call) or is marked urgent for a call back (take_message).
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

/** `number` when the transferCall tool lists it (the model can only pick from its destinations), else null. */
function transferNumber(state: TurnContext['state'], number: string | null | undefined) {
  return number && state.abilities.destinations.includes(number) ? number : null;
}

export function advanceUrgent(context: TurnContext, lead?: string) {
  const { state } = context;
  const policy = state.brief?.urgent;
  const missing = nextMissing(state, (policy?.collect ?? []).map(itemDetail));
  if (missing) return askFor(context, missing, lead);
  state.flow = null;
  const transfer = state.abilities.transfer;
  if (policy?.action === 'forward_call' && transfer) {
    say(context, transfer.message || TRANSFER_HOLD_MESSAGE);
    // The destination urgent calls go to, when the brief names one the tool has.
    const destination = transferNumber(state, policy.transferTo) ?? transfer.number;
    context.turn.end = { reason: 'assistant-forwarded-call', destination };
    state.pending = null;
    return;
  }
  say(context, URGENT_NOTED, ANYTHING_ELSE);
  state.pending = { kind: 'anything-else' };
}
