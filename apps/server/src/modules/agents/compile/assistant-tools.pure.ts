import { CLIENT_STATUSES, schedulingMode } from '@portal/shared/agents/scheduling';
import type { TransferDestination } from '@portal/shared/agents/transfers.plain';
import type { AssistantTool, TransferPlan } from '../../../providers/voice/voice.ts';
import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
  TRANSFER_HOLD_MESSAGE,
  TRANSFER_NO_ANSWER_MESSAGE,
  WEBHOOK_SECRET_HEADER,
} from '@portal/shared/voice-webhook.plain';
import { transferDestinations, type CompilableAgent, type CompileContext } from './compile-input.pure.ts';
import { withTextConfirmation } from './text-confirmation.pure.ts';

/** Booking tools exist only when scheduling is on and a calendar is connected: without one they could not book. */
export function bookingEnabled(agent: CompilableAgent, context: CompileContext) {
  return schedulingMode(agent.scheduling) !== 'No' && context.calendarConnected;
}

/**
 * What the person who answers a warm transfer hears before the caller is put through. Vapi fills
 * in the transcript so far.
 */
const TRANSFER_SUMMARY_INSTRUCTIONS =
  'You are briefing a member of staff who is about to take a transferred phone call. In one or two short spoken sentences, say who is calling (their name if they gave it), the number they called from if known, and why they are calling. Say nothing else.';

/**
 * How every transfer of the agent is made, never a dead line: when it fails the caller is told
 * and the agent stays on to take a message. Warm waits the owner's time for someone to answer and
 * speak (Vapi's schema gives a wait only to this warm mode), tells them who is calling and why,
 * then connects the caller.
 */
export function transferPlan(agent: CompilableAgent): TransferPlan {
  const fallbackPlan = { message: TRANSFER_NO_ANSWER_MESSAGE, endCallEnabled: false };
  if (agent.transferMode === 'cold') return { mode: 'blind-transfer', fallbackPlan };
  return {
    mode: 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
    timeout: agent.transferNoAnswerSeconds,
    fallbackPlan,
    summaryPlan: {
      enabled: true,
      messages: [
        { role: 'system', content: TRANSFER_SUMMARY_INSTRUCTIONS },
        { role: 'user', content: 'Here is the transcript of the call so far:\n\n{{transcript}}' },
      ],
    },
  };
}

/** The model picks a destination by its description: its name and the owner's reason for it. */
const destinationDescription = (destination: TransferDestination) => `${destination.name}: ${destination.reason}`;

export function assistantTools(agent: CompilableAgent, context: CompileContext): AssistantTool[] {
  const tools: AssistantTool[] = [{ type: 'endCall' }];
  const destinations = transferDestinations(agent);
  if (destinations.length > 0) {
    const plan = transferPlan(agent);
    tools.push({
      type: 'transferCall',
      destinations: destinations.map(({ destination, target }) => ({
        type: 'number',
        number: target,
        message: TRANSFER_HOLD_MESSAGE,
        description: destinationDescription(destination),
        transferPlan: plan,
      })),
    });
  }
  if (bookingEnabled(agent, context)) {
    const server = {
      url: context.webhookUrl,
      timeoutSeconds: 20,
      headers: { [WEBHOOK_SECRET_HEADER]: context.webhookSecret },
    };
    tools.push(
      {
        type: 'function',
        async: false,
        function: {
          name: CHECK_AVAILABILITY,
          description: 'List the open appointment start times on a date, in the business time zone.',
          parameters: {
            type: 'object',
            properties: {
              date: { type: 'string', description: 'The date to check, as YYYY-MM-DD.' },
              time: { type: 'string', description: 'The time the caller asked for, as HH:MM, if any.' },
              duration_minutes: { type: 'integer', description: 'Appointment length in minutes.' },
              appointment_type: { type: 'string', description: 'The kind of appointment, if known.' },
            },
            required: ['date'],
          },
        },
        server,
      },
      {
        type: 'function',
        async: false,
        function: {
          name: BOOK_APPOINTMENT,
          description: 'Book an appointment after the caller confirmed the time and their details.',
          parameters: {
            type: 'object',
            properties: withTextConfirmation(agent, BOOK_APPOINTMENT, {
              start: {
                type: 'string',
                description: 'Local start time in the business time zone, as YYYY-MM-DDTHH:MM.',
              },
              duration_minutes: { type: 'integer', description: 'Appointment length in minutes.' },
              full_name: { type: 'string' },
              phone_number: { type: 'string' },
              email: { type: 'string' },
              reason: { type: 'string', description: 'Reason for the visit.' },
              client_status: {
                type: 'string',
                enum: [...CLIENT_STATUSES],
                description: 'Whether the caller is a new or an existing client.',
              },
              appointment_type: { type: 'string' },
              notes: { type: 'string', description: 'Anything else the caller asked to note.' },
            }),
            required: ['start', 'full_name'],
          },
        },
        server,
      },
      ...manageBookingTools(agent, server),
    );
  }
  return tools;
}

/** A caller's name and booked number, for finding an appointment made under another number. */
const IDENTITY = {
  full_name: { type: 'string', description: 'The name the appointment was booked under, if the caller gave it.' },
  phone_number: {
    type: 'string',
    description: 'The phone number the appointment was booked with, if the caller gave it.',
  },
} as const;

/** The tools a caller manages their own bookings with; the webhook only ever finds the caller's own. */
function manageBookingTools(
  agent: CompilableAgent,
  server: { url: string; timeoutSeconds: number; headers: Record<string, string> },
) {
  const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[]) =>
    ({
      type: 'function',
      async: false,
      function: { name, description, parameters: { type: 'object', properties, required } },
      server,
    }) satisfies AssistantTool;
  return [
    tool(
      FIND_APPOINTMENTS,
      "Find the caller's upcoming appointments: by the number they call from, or by the name and phone number they booked with.",
      IDENTITY,
      [],
    ),
    tool(
      RESCHEDULE_APPOINTMENT,
      'Move one of the appointments find_appointments returned to a new open time, after the caller confirmed it.',
      withTextConfirmation(agent, RESCHEDULE_APPOINTMENT, {
        appointment_id: { type: 'string', description: 'The appointment id find_appointments gave.' },
        new_start: {
          type: 'string',
          description: 'The new local start time in the business time zone, as YYYY-MM-DDTHH:MM.',
        },
        ...IDENTITY,
      }),
      ['appointment_id', 'new_start'],
    ),
    tool(
      CANCEL_APPOINTMENT,
      'Cancel one of the appointments find_appointments returned, after the caller confirmed it.',
      withTextConfirmation(agent, CANCEL_APPOINTMENT, {
        appointment_id: { type: 'string', description: 'The appointment id find_appointments gave.' },
        reason: { type: 'string', description: 'Why the caller cancels, if they said.' },
        ...IDENTITY,
      }),
      ['appointment_id'],
    ),
  ];
}
