import { say, type CallState, type TurnContext } from './call-state.ts';
import { askFor, nextMissing } from './collect.ts';
import { itemDetail, QUESTIONS, type Detail } from './details.ts';

/**
 * Taking a message for the team: who is calling, how to call them back, the owner's own
 * questions, and what to pass on.
 */

export const ANYTHING_ELSE = 'Is there anything else I can help you with?';

function messageDetails(state: CallState): Detail[] {
  return [
    { key: 'name', question: "What's your name?" },
    { key: 'phone', question: QUESTIONS.phone },
    ...(state.brief?.infoToCollect ?? []).map(itemDetail),
    { key: 'message', question: QUESTIONS.message },
  ];
}

/** Starts taking a message; `lead` is said before the first question ("I can take a message."). */
export function startMessage(context: TurnContext, lead?: string) {
  // A second message on the same call is a new one, not the first said again.
  context.state.known.delete('message');
  context.state.flow = 'message';
  advanceMessage(context, lead);
}

/**
 * Starts taking a message after words the agent already said, such as a failed transfer's
 * fallback message. When they end with the question the message would ask ("What's your name?"),
 * the caller's reply answers it rather than hearing it twice.
 */
export function startMessageAfter(context: TurnContext, said: string) {
  const { state } = context;
  state.known.delete('message');
  state.flow = 'message';
  const asked = messageDetails(state).find((detail) => said.trim().endsWith(detail.question));
  if (!asked) return advanceMessage(context);
  state.pending = { kind: 'detail', detail: asked, retried: false };
}

export function advanceMessage(context: TurnContext, lead?: string) {
  const { state } = context;
  const missing = nextMissing(state, messageDetails(state));
  if (missing) return askFor(context, missing, lead);
  state.flow = null;
  state.messageTaken = true;
  const name = state.known.get('name');
  say(
    context,
    `Thanks${name ? `, ${name}` : ''}. I'll pass your message on and the team will get back to you.`,
    ANYTHING_ELSE,
  );
  state.pending = { kind: 'anything-else' };
}
