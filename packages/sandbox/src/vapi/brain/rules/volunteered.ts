import { appointmentTypeIn } from './booking-flow.ts';
import { say, type Pending, type TurnContext } from './call-state.ts';
import { readBareName } from './caller-details.ts';
import { volunteersDetails } from './collect.ts';
import { questionOf, resumable } from './pending-answer.ts';
import { HOW_CAN_I_HELP_TODAY, thanksFor } from './replies.ts';

/**
 * Details the caller gives unasked ("I'm Lee Wong" when the agent asked which day) are answers:
 * kept and thanked for, never looked up as a question, so the business's own number is not read
 * back to a caller who just gave theirs. The agent then asks what it was waiting for again.
 */

/** Answers what the caller volunteered; false when they said something else. */
export function takeVolunteered(context: TurnContext, pending: Pending | null, text: string): boolean {
  const { state } = context;
  const waiting = pending !== null && resumable(pending);
  // A name alone is read as one only while a question is open, and never when it names a service.
  const types = state.brief?.scheduling?.appointmentTypes ?? [];
  const bareName = waiting && !appointmentTypeIn(text, types) ? readBareName(text) : undefined;
  if (!bareName && !volunteersDetails(state, text)) return false;
  if (bareName && !state.known.has('name')) state.known.set('name', bareName);
  say(context, thanksFor(state.known.get('name')));
  if (pending) state.pending = pending;
  say(context, pending ? questionOf(pending) : HOW_CAN_I_HELP_TODAY);
  return true;
}
