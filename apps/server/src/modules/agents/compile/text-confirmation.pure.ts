import { readTextingSettings, type TextTemplateKind } from '@portal/shared/texts.plain';
import {
  BOOK_APPOINTMENT,
  CALLER_VARIABLES,
  CANCEL_APPOINTMENT,
  RESCHEDULE_APPOINTMENT,
  TEXT_CONFIRMATION_ARG,
  TEXT_CONSENT_QUESTION,
} from '@portal/shared/voice-webhook.plain';
import type { CompilableAgent } from './compile-input.pure.ts';

/**
 * A booking, a move or a cancellation is texted to the caller only when the owner's matching
 * text is on in the Texts card and the caller agreed on the call: the tool then takes the
 * caller's answer, and the prompt tells the model to ask for it.
 */

/** The tools a text may confirm, each with its switch in the Texts card and how the prompt names it. */
const CONFIRMED: { tool: ConfirmedTool; kind: TextTemplateKind; doing: string }[] = [
  { tool: BOOK_APPOINTMENT, kind: 'booking', doing: 'booking' },
  { tool: RESCHEDULE_APPOINTMENT, kind: 'reschedule', doing: 'moving' },
  { tool: CANCEL_APPOINTMENT, kind: 'cancel', doing: 'cancelling' },
];

export type ConfirmedTool = typeof BOOK_APPOINTMENT | typeof RESCHEDULE_APPOINTMENT | typeof CANCEL_APPOINTMENT;

/** The tools whose text the owner switched on, in the order a caller meets them. */
function confirmedByText(agent: CompilableAgent) {
  const settings = readTextingSettings(agent.textingSettings);
  return CONFIRMED.filter(({ kind }) => settings[kind].on);
}

const TEXT_CONFIRMATION_PARAMETER = {
  type: 'boolean',
  description:
    'True when the caller agreed, on this call, to get a text confirming it; false when they declined or were not asked.',
} as const;

/** A tool's parameters with the caller's answer added while its text is on. */
export function withTextConfirmation(
  agent: CompilableAgent,
  tool: ConfirmedTool,
  properties: Record<string, unknown>,
): Record<string, unknown> {
  const on = confirmedByText(agent).some((confirmed) => confirmed.tool === tool);
  return on ? { ...properties, [TEXT_CONFIRMATION_ARG]: TEXT_CONFIRMATION_PARAMETER } : properties;
}

const inWords = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');

/**
 * The prompt's rule for asking: the exact question, once the caller has confirmed the change and
 * before the tool, and the answer passed on. Null while every such text is off.
 */
export function textConsentRule(agent: CompilableAgent): string | null {
  const confirmed = confirmedByText(agent);
  if (confirmed.length === 0) return null;
  const doing = inWords(confirmed.map((item) => item.doing));
  const tools = inWords(confirmed.map((item) => item.tool));
  // A caller who texted STOP is never offered a text: the portal marks them as the call starts.
  return `Text confirmations: {% if ${CALLER_VARIABLES.textsOff} %}this caller asked for no texts, so never offer or promise them one, and pass false to ${tools} as ${TEXT_CONFIRMATION_ARG}.{% else %}before ${doing} an appointment, once the caller has confirmed it, ask exactly "${TEXT_CONSENT_QUESTION}" and pass their answer to ${tools} as ${TEXT_CONFIRMATION_ARG}: true only when they agree. If they say no, pass false and never promise them a text.{% endif %}`;
}
