import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the agents specs: seeding through the real API and reading the Vapi sandbox.

export type AgentJson = {
  id: string;
  agentName: string;
  vapiAgentId: string | null;
  isDeleted: boolean;
  businessType: string | null;
  attitude: string | null;
};

/** The id of an industry template, e.g. 'dental_clinic'. */
export async function templateId(request: APIRequestContext, industry: string): Promise<string> {
  const response = await request.get('/api/agents/templates');
  expect(response.status()).toBe(200);
  const templates = (await response.json()) as { id: string; industry: string }[];
  const found = templates.find((template) => template.industry === industry);
  if (!found) throw new Error(`no template ${industry}`);
  return found.id;
}

/** Creates an agent through POST /api/agents as the user whose cookies `request` carries. */
export async function createAgent(
  request: APIRequestContext,
  body: { agentName?: string; templateId?: string | null } = {},
): Promise<AgentJson> {
  const response = await request.post('/api/agents', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { agent: AgentJson }).agent;
}

/** A dental-clinic agent: long texts, defaults, urgent matters on. */
export async function createDentalAgent(request: APIRequestContext, agentName = 'Bright Smile') {
  return createAgent(request, { agentName, templateId: await templateId(request, 'dental_clinic') });
}

export async function listAgents(request: APIRequestContext): Promise<AgentJson[]> {
  const response = await request.get('/api/agents');
  expect(response.status()).toBe(200);
  return (await response.json()) as AgentJson[];
}

/** HTTP status of an assistant on the Vapi emulator (any bearer token is accepted, as on stripe-mock). */
export async function assistantStatus(request: APIRequestContext, assistantId: string): Promise<number> {
  const response = await request.get(`/sandbox/vapi/assistant/${assistantId}`, {
    headers: { Authorization: 'Bearer x' },
  });
  return response.status();
}

/** The agents listed on My Agents (the list's last item is the Create New Agent tile). */
export const agentSlots = (page: Page) =>
  page
    .getByRole('list', { name: 'Your agents' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });

export const agentCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** My Agents' one Create New Agent (the grid's last tile, or the empty state's button when there are no agents). */
export const createButton = (page: Page) => page.getByRole('button', { name: 'Create New Agent' });

export const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** An agent answering a number of its own bought in `areaCode`, so calls can be placed to it. */
export async function agentWithNumber(request: APIRequestContext, areaCode: string) {
  const agent = await createAgent(request, { agentName: 'Front Desk' });
  for (let attempt = 1; attempt <= 3; attempt++) {
    const search = await request.get(`/api/phone-numbers/search?areaCode=${areaCode}`);
    expect(search.status(), await search.text()).toBe(200);
    const found = (await search.json()) as { phoneNumber: string }[];
    const choice = found[Math.floor(Math.random() * found.length)]!.phoneNumber;
    const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: choice, agentId: agent.id } });
    // Another run took it meanwhile: take another.
    if (bought.status() === 409 && attempt < 3) continue;
    expect(bought.status(), await bought.text()).toBe(201);
    return agent;
  }
  throw new Error('no number could be bought');
}
