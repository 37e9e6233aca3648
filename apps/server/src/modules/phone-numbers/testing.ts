import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WEBHOOK_SECRET_HEADER } from '@portal/shared/voice-webhook.plain';
import type { AvailableNumber, PhoneNumber, PurchaseResult } from '@portal/shared/phone-numbers';
import { profiles } from '../../db/schema/index.ts';
import type { SignedInUser } from '../../testing/signed-in-user.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Helpers for the phone-number API tests: the API as a user calls it and the emulators' view. */
export function phoneApi(t: TestApp) {
  const vendor = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${t.baseUrl}/sandbox${path}`, {
      ...init,
      headers: { authorization: 'Bearer test', 'content-type': 'application/json', ...init.headers },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe the vendors' JSON
    return { status: response.status, body: (await response.json()) as any };
  };
  const fault = (vendorName: 'vapi' | 'telnyx', fault: Record<string, unknown>) =>
    vendor(`/${vendorName}/_admin/faults`, { method: 'POST', body: JSON.stringify(fault) });

  return {
    async search(user: SignedInUser, query: Record<string, string>) {
      const response = await user.request(`/api/phone-numbers/search?${new URLSearchParams(query)}`);
      return { status: response.status, body: (await response.json()) as AvailableNumber[] & ErrorBody };
    },
    /** Buys a number; `agentId` (an agent, or null for none) is sent only when given. */
    async buy(user: SignedInUser, phoneNumber: string, agentId?: string | null) {
      const response = await user.json('/api/phone-numbers', 'POST', { phoneNumber, agentId });
      return { status: response.status, body: (await response.json()) as PurchaseResult & ErrorBody };
    },
    async list(user: SignedInUser) {
      return (await (await user.request('/api/phone-numbers')).json()) as PhoneNumber[];
    },
    async assign(user: SignedInUser, id: string, agentId: string | null) {
      const response = await user.json(`/api/phone-numbers/${id}`, 'PATCH', { agentId });
      return { status: response.status, body: (await response.json()) as PhoneNumber & ErrorBody };
    },
    async release(user: SignedInUser, id: string) {
      const response = await user.request(`/api/phone-numbers/${id}`, { method: 'DELETE' });
      return { status: response.status, body: (await response.json()) as ErrorBody };
    },
    /**
     * An agent of the user's. `rememberCallers: false` switches off recognising returning callers,
     * so its numbers keep its assistant on the voice platform unless the owner blocks a caller.
     */
    async createAgent(user: SignedInUser, agentName = 'Front Desk', options: { rememberCallers?: boolean } = {}) {
      const response = await user.json('/api/agents', 'POST', { agentName });
      const { agent } = (await response.json()) as { agent: { id: string; vapiAgentId: string } };
      if (options.rememberCallers === false) {
        const off = await user.json(`/api/agents/${agent.id}/sections/scheduling`, 'PATCH', {
          scheduling: 'No',
          schedulingConfig: null,
          schedulingInstructionsText: null,
          rememberCallers: false,
        });
        if (off.status !== 200) throw new Error(`the agent kept recognising callers: ${off.status}`);
      }
      return agent;
    },
    /** The first number the search offers for an area code. */
    async available(user: SignedInUser, areaCode: string) {
      const { body } = await this.search(user, { areaCode });
      return body[0]!.phoneNumber;
    },
    setPlan: (user: SignedInUser, plan: string) => t.db.update(profiles).set({ plan }).where(eq(profiles.id, user.id)),
    vapiNumbers: async () => (await vendor('/vapi/phone-number')).body as VapiNumber[],
    /**
     * The assistant that answers a call to the number: the one the platform's number holds, or,
     * when it holds none (the portal routes its calls), the one the portal names when the platform
     * asks. Null when nobody answers.
     */
    async answeringAssistant(phoneNumber: string): Promise<string | null> {
      const onVapi = ((await vendor('/vapi/phone-number')).body as VapiNumber[]).find(
        (number) => number.number === phoneNumber,
      );
      if (!onVapi) return null;
      if (onVapi.assistantId) return onVapi.assistantId;
      const answer = await assistantRequest(t, { vapiPhoneNumberId: onVapi.id, phoneNumber, customer: '+15125550100' });
      return typeof answer.assistantId === 'string' ? answer.assistantId : null;
    },
    // Telnyx's filter takes digits only (anything else finds nothing), and matches them anywhere.
    telnyxOwned: async (phoneNumber: string) =>
      (
        (await vendor(`/telnyx/v2/phone_numbers?filter[phone_number]=${phoneNumber.replace(/\D/g, '')}`)).body.data as {
          id: string;
          phone_number: string;
        }[]
      ).filter((number) => number.phone_number === phoneNumber),
    fault,
  };
}

type ErrorBody = { error?: { code: string; message: string } };
type VapiNumber = {
  id: string;
  number: string;
  provider: string;
  credentialId: string;
  assistantId?: string | null;
  server?: { url: string; headers: Record<string, string> };
};

/** What the portal answers the voice platform's question of who answers a call from `customer` to the number. */
export async function assistantRequest(
  t: TestApp,
  call: { vapiPhoneNumberId: string; phoneNumber: string; customer: string },
): Promise<Record<string, unknown>> {
  const response = await fetch(`${t.baseUrl}/api/webhooks/vapi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: t.config.vapi.webhookSecret },
    body: JSON.stringify({
      message: {
        type: 'assistant-request',
        call: {
          id: randomUUID(),
          type: 'inboundPhoneCall',
          phoneNumberId: call.vapiPhoneNumberId,
          customer: { number: call.customer },
        },
        phoneNumber: { number: call.phoneNumber },
      },
    }),
  });
  return (await response.json()) as Record<string, unknown>;
}
