import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';

/**
 * How an agent greets a caller it knows: by their first name, before the owner's own greeting,
 * then asking about their next appointment, the likeliest reason they call. A caller whose name is
 * not known hears the owner's greeting as it is, with the appointment question after it.
 */
export function returningGreeting(greeting: string, values: Record<string, string>) {
  const firstName = values[CALLER_VARIABLES.name]?.trim().split(/\s+/)[0];
  const next = values[CALLER_VARIABLES.nextAppointment];
  return [
    firstName ? `Hi ${firstName}, good to hear from you again.` : null,
    greeting,
    next ? `Is it about your appointment on ${next}?` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
