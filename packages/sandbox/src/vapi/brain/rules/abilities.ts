import { BOOK_APPOINTMENT, CHECK_AVAILABILITY, TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import type { AssistantBody } from '../../vapi-types.ts';

/**
 * What the assistant's tools let the agent do, read from the assistant body as Vapi would: a
 * model can only call the tools it was given, whatever its prompt says.
 */
export type Abilities = {
  /** The transferCall tool's first destination, with what the agent says while it connects. */
  transfer: { number: string; message: string } | null;
  /** Every number the transferCall tool lists. */
  destinations: string[];
  checkAvailability: boolean;
  bookAppointment: boolean;
};

export function readAbilities(assistant: AssistantBody): Abilities {
  const tools = assistant.model?.tools ?? [];
  const functionNames = new Set(tools.filter((tool) => tool.type === 'function').map((tool) => tool.function?.name));
  const listed = tools.find((tool) => tool.type === 'transferCall')?.destinations ?? [];
  const destination = listed.find((entry) => entry.number);
  const message = typeof destination?.message === 'string' && destination.message.trim() ? destination.message : null;
  return {
    transfer: destination?.number ? { number: destination.number, message: message ?? TRANSFER_HOLD_MESSAGE } : null,
    destinations: listed.flatMap((entry) => (typeof entry.number === 'string' ? [entry.number] : [])),
    checkAvailability: functionNames.has(CHECK_AVAILABILITY),
    bookAppointment: functionNames.has(BOOK_APPOINTMENT),
  };
}
