import { randomUUID } from 'node:crypto';

/**
 * Server messages in the shapes Vapi sends them, each complete enough to pass Vapi's own schema
 * (its `Call` needs id, orgId, createdAt and updatedAt; a tool-calls message carries the calls
 * twice). Times are fixed so no test depends on the clock.
 */

const ORG_ID = '0f8d2b3e-5c1a-4e7b-9a6d-2c4e8f1b3a5d';
const CREATED_AT = '2026-05-01T15:00:00.000Z';
const TIMESTAMP = Date.parse('2026-05-01T15:00:00.000Z');

export type CallFields = { id?: string; assistantId?: string; phoneNumberId?: string; customerNumber?: string };

export function vapiCall(fields: CallFields = {}) {
  return {
    id: fields.id ?? randomUUID(),
    orgId: ORG_ID,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    type: 'inboundPhoneCall',
    status: 'in-progress',
    ...(fields.assistantId ? { assistantId: fields.assistantId } : {}),
    ...(fields.phoneNumberId ? { phoneNumberId: fields.phoneNumberId } : {}),
    customer: { number: fields.customerNumber ?? '+15125550123' },
  };
}

const envelope = (message: Record<string, unknown>) => ({ message: { timestamp: TIMESTAMP, ...message } });

export const statusUpdate = (call: ReturnType<typeof vapiCall>, status: string) =>
  envelope({ type: 'status-update', status, call });

export function endOfCallReport(call: ReturnType<typeof vapiCall>, artifact: Record<string, unknown>, analysis = {}) {
  return envelope({
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    startedAt: '2026-05-01T15:00:02.120Z',
    endedAt: '2026-05-01T15:03:10.455Z',
    cost: 0.1234,
    call,
    artifact,
    analysis,
  });
}

type FunctionCall = { id: string; name: string; arguments: Record<string, unknown> };

type ToolCallShape = {
  lists: (tool: FunctionCall) => Record<string, unknown>;
  /**
   * Where the shape departs from Vapi's own schema (which types `function.arguments` as a JSON
   * string), or null when it conforms: Vapi's guides show shapes its schema does not allow, and
   * the webhook must read them all.
   */
  departsAt: string | null;
};

const bareCall = (tool: FunctionCall, fn: Record<string, unknown>) => ({ id: tool.id, type: 'function', function: fn });

/** The four ways Vapi has described a tool call; each must reach the same tool. */
export const TOOL_CALL_SHAPES: Record<string, ToolCallShape> = {
  'arguments as a JSON string, as the schema and the server SDK have them': {
    lists: (tool) => ({
      toolCallList: [bareCall(tool, { name: tool.name, arguments: JSON.stringify(tool.arguments) })],
    }),
    departsAt: null,
  },
  'arguments as an object, as the server-events guide shows them': {
    lists: (tool) => ({ toolCallList: [bareCall(tool, { name: tool.name, arguments: tool.arguments })] }),
    departsAt: 'toolCallList/0/function',
  },
  'name and parameters on the call, as the events page shows them': {
    lists: (tool) => ({ toolCallList: [{ id: tool.id, name: tool.name, parameters: tool.arguments }] }),
    departsAt: 'toolCallList/0',
  },
  'only beside the tool, with parameters, as the events page shows it': {
    lists: (tool) => ({
      toolCallList: [],
      toolWithToolCallList: [{ name: tool.name, toolCall: { id: tool.id, parameters: tool.arguments } }],
    }),
    departsAt: 'toolWithToolCallList/0',
  },
};

export function toolCalls(call: ReturnType<typeof vapiCall>, shape: string, tool: FunctionCall) {
  return envelope({
    type: 'tool-calls',
    call,
    toolWithToolCallList: [
      {
        type: 'function',
        function: { name: tool.name },
        toolCall: bareCall(tool, { name: tool.name, arguments: JSON.stringify(tool.arguments) }),
      },
    ],
    ...TOOL_CALL_SHAPES[shape]!.lists(tool),
  });
}

export const assistantRequest = (call: ReturnType<typeof vapiCall>, number: string) =>
  envelope({ type: 'assistant-request', call, phoneNumber: { provider: 'telnyx', number, credentialId: 'cred-1' } });

export const transferDestinationRequest = (call: ReturnType<typeof vapiCall>) =>
  envelope({ type: 'transfer-destination-request', call });
