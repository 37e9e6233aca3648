import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
  TRANSFER_HOLD_MESSAGE,
} from '@portal/shared/voice-webhook.plain';
import type { AssistantBody } from '../../vapi-types.ts';

/**
 * What the assistant's tools let the agent do, read from the assistant body as Vapi would: a
 * model can only call the tools it was given, whatever its prompt says.
 */

/** A number the transferCall tool lists, with what the agent says while it connects. */
export type TransferLine = { number: string; message: string };

export type Abilities = {
  /** The transferCall tool's first destination. */
  transfer: TransferLine | null;
  /** Every destination the transferCall tool lists, in its order. */
  destinations: TransferLine[];
  checkAvailability: boolean;
  bookAppointment: boolean;
  /** The caller's own bookings: found, moved, cancelled (the portal compiles them with booking). */
  findAppointments: boolean;
  rescheduleAppointment: boolean;
  cancelAppointment: boolean;
};

export function readAbilities(assistant: AssistantBody): Abilities {
  const tools = assistant.model?.tools ?? [];
  const functionNames = new Set(tools.filter((tool) => tool.type === 'function').map((tool) => tool.function?.name));
  const listed = tools.find((tool) => tool.type === 'transferCall')?.destinations ?? [];
  const destinations = listed.flatMap((entry): TransferLine[] => {
    if (typeof entry.number !== 'string' || !entry.number) return [];
    const message = typeof entry.message === 'string' && entry.message.trim() ? entry.message : TRANSFER_HOLD_MESSAGE;
    return [{ number: entry.number, message }];
  });
  return {
    transfer: destinations[0] ?? null,
    destinations,
    checkAvailability: functionNames.has(CHECK_AVAILABILITY),
    bookAppointment: functionNames.has(BOOK_APPOINTMENT),
    findAppointments: functionNames.has(FIND_APPOINTMENTS),
    rescheduleAppointment: functionNames.has(RESCHEDULE_APPOINTMENT),
    cancelAppointment: functionNames.has(CANCEL_APPOINTMENT),
  };
}
