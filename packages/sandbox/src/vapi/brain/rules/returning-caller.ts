import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';
import type { AssistantBody } from '../../vapi-types.ts';
import { templateRenderer } from '../render-template.ts';

/**
 * What the business knows of a returning caller, from the call's variable values (the portal
 * gives them in its answer to the assistant request), and whether the greeting the caller heard
 * asked them about their next appointment.
 */

export type ReturningCaller = {
  name?: string;
  /** "Tuesday, December 1 at 10:00 AM", as the webhook names a time. */
  nextAppointment?: string;
  /** The owner's note on the caller ("Prefers mornings"). */
  note?: string;
  /** The greeting asked "Is it about your appointment on …?". */
  askedAboutAppointment: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function readReturningCaller(
  assistant: AssistantBody,
  variables: Record<string, unknown>,
  now: () => Date,
): ReturningCaller {
  const name = text(variables[CALLER_VARIABLES.name]);
  const nextAppointment = text(variables[CALLER_VARIABLES.nextAppointment]);
  const note = text(variables[CALLER_VARIABLES.note]);
  const greeting = assistant.firstMessage ? templateRenderer(now, variables)(assistant.firstMessage) : '';
  return {
    ...(name ? { name } : {}),
    ...(nextAppointment ? { nextAppointment } : {}),
    ...(note ? { note } : {}),
    askedAboutAppointment: !!nextAppointment && greeting.includes(nextAppointment),
  };
}
