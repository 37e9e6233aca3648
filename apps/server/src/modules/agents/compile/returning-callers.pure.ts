import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';
import type { CompilableAgent } from './compile-input.pure.ts';

const { name, nextAppointment, note } = CALLER_VARIABLES;

/**
 * The prompt's paragraph about a returning caller, as Liquid conditions on the caller's variables:
 * the portal fills them in as each call starts (the assistant request's variable values). A caller
 * the owner has never heard from gets none, and the paragraph renders as nothing.
 */
export function returningCallerSection(agent: CompilableAgent): string | null {
  if (!agent.rememberCallers) return null;
  return [
    `{% if ${name} or ${nextAppointment} or ${note} %}About this caller: they have called before.`,
    `{% if ${name} %} Their name is {{${name}}}; use it, and do not ask for it again unless they correct it.{% endif %}`,
    `{% if ${nextAppointment} %} Their next appointment is on {{${nextAppointment}}}; offer help with it before anything else.{% endif %}`,
    `{% if ${note} %} The business's note about them: {{${note}}}{% endif %}`,
    '{% endif %}',
  ].join('');
}
