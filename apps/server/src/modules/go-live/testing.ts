import { defaultHours } from '@portal/shared/agents/hours';
import type { AgentGoLive, Cockpit, GoLiveItemKey } from '@portal/shared/go-live';
import { readJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { phoneApi } from '../phone-numbers/testing.ts';

/** The go-live API as the web app calls it, and the steps that make an agent ready through the real API. */
export function goLiveApi(t: TestApp) {
  const phones = phoneApi(t);

  async function goLive(user: SignedInUser, agentId: string) {
    const response = await user.request(`/api/agents/${agentId}/go-live`);
    if (response.status !== 200) throw new Error(`go-live answered ${response.status}`);
    return readJson<AgentGoLive>(response);
  }
  async function cockpit(user: SignedInUser) {
    const response = await user.request('/api/cockpit');
    if (response.status !== 200) throw new Error(`cockpit answered ${response.status}`);
    return readJson<Cockpit>(response);
  }
  const dismiss = (user: SignedInUser, agentId: string) =>
    user.request(`/api/cockpit/alerts/${agentId}/dismiss`, { method: 'POST' });

  /**
   * Saves a card as callers will hear it: a live agent's save is a draft, so it is published too
   * (go-live describes what callers hear).
   */
  async function save(user: SignedInUser, agentId: string, section: string, body: unknown) {
    const response = await user.json(`/api/agents/${agentId}/sections/${section}`, 'PATCH', body);
    if (response.status !== 200) throw new Error(`saving ${section} answered ${response.status}`);
    const saved = await readJson<{ syncError: string | null; agent: { draftChanges: number } }>(response);
    if (saved.agent.draftChanges === 0) return saved;
    const published = await user.json(`/api/agents/${agentId}/draft/publish`, 'POST', {});
    if (published.status !== 200) throw new Error(`publishing ${section} answered ${published.status}`);
    return readJson<{ syncError: string | null }>(published);
  }

  /** Business name, hours, greeting and voice saved by the owner. */
  async function makeReady(user: SignedInUser, agentId: string, businessName = 'Bright Smile Dental') {
    await save(user, agentId, 'businessName', { businessName });
    await save(user, agentId, 'yourHours', { yourHours: defaultHours(), timezone: 'America/Chicago' });
    await save(user, agentId, 'greeting', { greeting: `Thanks for calling ${businessName}!` });
    await save(user, agentId, 'voice', { voice: 'lara' });
  }

  /** Buys a number in the area code and assigns it to the agent; returns it in E.164. */
  async function giveNumber(user: SignedInUser, agentId: string, areaCode: string) {
    const bought = await phones.buy(user, await phones.available(user, areaCode));
    if (bought.status !== 201) throw new Error(`buying a number answered ${bought.status}`);
    const assigned = await phones.assign(user, bought.body.phoneNumber.id, agentId);
    if (assigned.status !== 200) throw new Error(`assigning the number answered ${assigned.status}`);
    return bought.body.phoneNumber;
  }

  return { goLive, cockpit, dismiss, save, makeReady, giveNumber, phones };
}

export const itemOf = (goLive: AgentGoLive, key: GoLiveItemKey) => goLive.checklist.find((entry) => entry.key === key);
export const stateOf = (goLive: AgentGoLive, key: GoLiveItemKey) => itemOf(goLive, key)?.state;

/** +15125550100 as the portal shows a number, spelled out here rather than by the code under test. */
export const shownNumber = (e164: string) => `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
