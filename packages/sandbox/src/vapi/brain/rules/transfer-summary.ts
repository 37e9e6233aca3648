import { formatPhone } from '@portal/shared/phone.plain';
import type { CallState } from './call-state.ts';

/**
 * What the person who answers a warm transfer is told before the caller is put through, as the
 * assistant's summaryPlan asks it: who is calling (their name if they gave it), the number they
 * called from, and why. The brain knows these from the call, so it says them plainly.
 */
export function transferSummary(state: CallState): string {
  const name = state.known.get('name');
  const number = state.known.get('phone') ?? state.callerNumber;
  const from = number ? ` from ${formatPhone(number)}` : '';
  return `${name ?? 'A caller'} is calling${from} ${why(state)}.`;
}

function why(state: CallState): string {
  if (state.urgent) return `with an urgent matter: ${inSentence(state.urgent.situation ?? state.urgent.description)}`;
  const about = state.transfer?.about ?? state.known.get('reason');
  return about ? `about ${inSentence(about)}` : 'and asked to speak to someone';
}

/**
 * The owner's or caller's words inside the sentence: without their closing full stop, and with a
 * capital that only began their own sentence made small ("Billing questions"; "Dr. Lee" keeps it).
 */
function inSentence(words: string): string {
  const trimmed = words.trim().replace(/[.!?]+$/, '');
  return /^[A-Z][a-z]+(?![.\w])/.test(trimmed) ? trimmed[0]!.toLowerCase() + trimmed.slice(1) : trimmed;
}
