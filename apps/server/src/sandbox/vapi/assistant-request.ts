import { addTurn, assistantRequest, endedUpdate, endOfCallReport, startConversation } from './conversation.ts';
import type { StoredAssistant, StoredPhoneNumber, VapiSandboxStore } from './vapi-state.ts';
import type { Deliver } from './webhook-delivery.ts';

type Routed = { assistant: StoredAssistant } | { refused: { callId: string; transcript: string } };

const REFUSED = 'assistant-request-returned-error';
const NO_ASSISTANT = 'assistant-request-returned-no-assistant';

/**
 * A call to a number without an assistant, as Vapi places it: the number's server is asked which
 * assistant answers. `{assistantId}` (of an assistant the platform has) takes the call; `{error}`
 * is spoken to the caller and the call ends, reported to the number's server.
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
    assistantId?: string;
    error?: string;
  };
  const assistant = answer.assistantId ? store.getAssistant(answer.assistantId) : undefined;
  if (assistant && !answer.error) return { assistant };
  const reason = answer.error ? REFUSED : NO_ASSISTANT;
  if (answer.error) addTurn(conversation, 'bot', answer.error);
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
  return { refused: { callId: conversation.id, transcript: answer.error ? `AI: ${answer.error}` : '' } };
}
