import { CLIENT_STATUSES, schedulingMode } from '@portal/shared/agents/scheduling';
import type { AssistantTool } from '../../../providers/voice/voice.ts';
import {
  BOOK_APPOINTMENT,
  CHECK_AVAILABILITY,
  TRANSFER_HOLD_MESSAGE,
  WEBHOOK_SECRET_HEADER,
} from '@portal/shared/voice-webhook.plain';
import { forwardingNumber, type CompilableAgent, type CompileContext } from './compile-input.pure.ts';

/** Booking tools exist only when scheduling is on and a calendar is connected: without one they could not book. */
export function bookingEnabled(agent: CompilableAgent, context: CompileContext) {
  return schedulingMode(agent.scheduling) !== 'No' && context.calendarConnected;
}

/** Whether a transfer is possible: forwarding on, or urgent matters set to forward, with a valid number. */
export function transferNumber(agent: CompilableAgent): string | null {
  const wantsTransfer =
    agent.callForwardingActive || (agent.urgentMattersEnabled && agent.urgentMattersAction === 'forward_call');
  return wantsTransfer ? forwardingNumber(agent) : null;
}

export function assistantTools(agent: CompilableAgent, context: CompileContext): AssistantTool[] {
  const tools: AssistantTool[] = [{ type: 'endCall' }];
  const number = transferNumber(agent);
  if (number) {
    tools.push({
      type: 'transferCall',
      destinations: [
        {
          type: 'number',
          number,
          message: TRANSFER_HOLD_MESSAGE,
          description: 'The business owner or staff line',
        },
      ],
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
            properties: {
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
            },
            required: ['start', 'full_name'],
          },
        },
        server,
      },
    );
  }
  return tools;
}
