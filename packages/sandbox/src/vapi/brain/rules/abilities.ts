import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
  TEXT_CONFIRMATION_ARG,
  TRANSFER_HOLD_MESSAGE,
} from '@portal/shared/voice-webhook.plain';
import type { AssistantBody, ToolBody } from '../../vapi-types.ts';

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
  /**
   * Which changes the caller is asked "Can I text you a confirmation?" before: those whose tool
   * takes the answer (the portal compiles it in while the owner's matching text is on).
   */
  textConfirmation: Record<ConfirmedChange, boolean>;
};

/** A change to the calendar that a text may confirm. */
export type ConfirmedChange = 'book' | 'move' | 'cancel';

/** Whether a function tool's parameters take the caller's answer about a text confirmation. */
function takesTextConfirmation(tool: ToolBody | undefined): boolean {
  const parameters = tool?.function?.parameters as { properties?: unknown } | undefined;
  const properties = parameters?.properties;
  return typeof properties === 'object' && properties !== null && TEXT_CONFIRMATION_ARG in properties;
}

export function readAbilities(assistant: AssistantBody): Abilities {
  const tools = assistant.model?.tools ?? [];
  const functions = tools.filter((tool) => tool.type === 'function');
  const functionNames = new Set(functions.map((tool) => tool.function?.name));
  const confirms = (name: string) => takesTextConfirmation(functions.find((tool) => tool.function?.name === name));
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
    textConfirmation: {
      book: confirms(BOOK_APPOINTMENT),
      move: confirms(RESCHEDULE_APPOINTMENT),
      cancel: confirms(CANCEL_APPOINTMENT),
    },
  };
}
