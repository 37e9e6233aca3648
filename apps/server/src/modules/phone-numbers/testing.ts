import { eq } from 'drizzle-orm';
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
    async createAgent(user: SignedInUser, agentName = 'Front Desk') {
      const response = await user.json('/api/agents', 'POST', { agentName });
      return ((await response.json()) as { agent: { id: string; vapiAgentId: string } }).agent;
    },
    /** The first number the search offers for an area code. */
    async available(user: SignedInUser, areaCode: string) {
      const { body } = await this.search(user, { areaCode });
      return body[0]!.phoneNumber;
    },
    setPlan: (user: SignedInUser, plan: string) => t.db.update(profiles).set({ plan }).where(eq(profiles.id, user.id)),
    vapiNumbers: async () => (await vendor('/vapi/phone-number')).body as VapiNumber[],
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
