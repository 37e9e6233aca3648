import { overridesErrors, type AssistantOverrides } from './assistant-overrides.ts';
import { addTurn, assistantRequest, endedUpdate, endOfCallReport, startConversation } from './conversation.ts';
import type { StoredAssistant, StoredPhoneNumber, VapiSandboxStore } from './vapi-state.ts';
import type { Deliver } from './webhook-delivery.ts';

type Routed =
  | { assistant: StoredAssistant; callId: string; overrides?: AssistantOverrides }
  | { refused: { callId: string; transcript: string } };

const REFUSED = 'assistant-request-returned-error';
const NO_ASSISTANT = 'assistant-request-returned-no-assistant';
const INVALID = 'assistant-request-returned-invalid-assistant';

/**
 * A call to a number without an assistant, as Vapi places it: the number's server is asked which
 * assistant answers. `{assistantId}` (of an assistant the platform has) takes the call, which keeps
 * the id it was asked about, with the answer's `assistantOverrides` (a returning caller's name in
 * its variable values); overrides Vapi's schema refuses end the call as an invalid assistant.
 * `{error}` is spoken to the caller and the call ends, reported to the number's server.
 */
export async function routeUnassignedCall(
  store: VapiSandboxStore,
  deliver: Deliver,
  number: StoredPhoneNumber,
  customerNumber: string,
  clock: () => number,
): Promise<Routed> {
  const conversation = startConversation({
    orgId: store.orgId,
    type: 'inboundPhoneCall',
    assistant: {},
    phoneNumberId: number.id,
    customerNumber,
    clock,
  });
  const phoneNumber = { provider: number.provider, number: number.number, credentialId: number.credentialId };
  const answer = ((await deliver(number.server, assistantRequest(conversation, phoneNumber))) ?? {}) as {
    assistantId?: unknown;
    assistantOverrides?: unknown;
    error?: unknown;
  };
  // Only text is read: an error that is not a string is no refusal to speak, and the artifact's
  // BotMessage stays text.
  const error = typeof answer.error === 'string' && answer.error ? answer.error : undefined;
  const assistant = typeof answer.assistantId === 'string' ? store.getAssistant(answer.assistantId) : undefined;
  const overrides = answer.assistantOverrides ?? undefined;
  const invalid = overrides !== undefined && overridesErrors(overrides, 'assistantOverrides').length > 0;
  if (assistant && !error && !invalid) {
    return { assistant, callId: conversation.id, ...(overrides ? { overrides: overrides as AssistantOverrides } : {}) };
  }
  const reason = error ? REFUSED : assistant ? INVALID : NO_ASSISTANT;
  if (error) addTurn(conversation, 'bot', error);
  const at = new Date(conversation.clock()).toISOString();
  store.recordInboundCall({
    id: conversation.id,
    phoneNumberId: number.id,
    customer: { number: customerNumber },
    startedAt: new Date(conversation.startedAt).toISOString(),
  });
  store.callEnded(conversation.id, reason, at);
  await deliver(number.server, endedUpdate(conversation, reason));
  await deliver(number.server, await endOfCallReport(conversation, reason));
  return { refused: { callId: conversation.id, transcript: error ? `AI: ${error}` : '' } };
}
