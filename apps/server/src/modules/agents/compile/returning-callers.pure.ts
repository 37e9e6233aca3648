import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';
import type { CompilableAgent } from './compile-input.pure.ts';

/**
 * An agent that recognises returning callers is compiled with Liquid conditions on the caller's
 * variables, which the portal fills in as each call starts (the assistant request's variable
 * values). A caller the owner has never heard from gets none, and hears the plain greeting.
 */

const { name, nextAppointment, note } = CALLER_VARIABLES;

/** The owner's own words are never read as Liquid, whatever braces they hold. */
const literal = (text: string) => (/[{}]/.test(text) ? `{% raw %}${text}{% endraw %}` : text);

/** The first message: the greeting, by name for a returning caller, who is asked about their next appointment. */
export function firstMessage(agent: CompilableAgent): string {
  const greeting = spokenGreeting(agent);
  if (!agent.rememberCallers) return greeting;
  return [
    `{% if ${name} %}Hi {{${name}}}, good to hear from you again. {% endif %}`,
    literal(greeting),
    `{% if ${nextAppointment} %} Is it about your appointment on {{${nextAppointment}}}?{% endif %}`,
  ].join('');
}

/** The prompt's paragraph about a returning caller; empty on the call of someone new. */
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
