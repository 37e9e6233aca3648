import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the agent configuration specs: seeding through the real API, the page's cards and
// modals, and the assistant the Vapi sandbox holds.

export type ConfigAgent = { id: string; agentName: string; vapiAgentId: string | null };
export type Tab = 'personality' | 'brain' | 'responsibilities';

/** Creates an agent (blank, or from an industry template) as the user whose cookies `request` carries. */
export async function createConfigAgent(
  request: APIRequestContext,
  agentName = 'Config Agent',
  industry?: string,
): Promise<ConfigAgent> {
  let templateId: string | undefined;
  if (industry) {
    const templates = (await (await request.get('/api/agents/templates')).json()) as { id: string; industry: string }[];
    templateId = templates.find((template) => template.industry === industry)?.id;
    expect(templateId, `template ${industry}`).toBeTruthy();
  }
  const response = await request.post('/api/agents', { data: { agentName, templateId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { agent: ConfigAgent }).agent;
}

export async function openConfigure(page: Page, agent: ConfigAgent, tab?: Tab) {
  await page.goto(`/agent/${agent.id}/configure${tab ? `?tab=${tab}` : ''}`);
  // The first load also checks the session; a busy 2-core machine can take a while.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Design: ${agent.agentName}$`) })).toBeVisible({
    timeout: 30_000,
  });
}

/** A configuration card, found by its title. */
export const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

export const cardStatus = (page: Page, title: string) => card(page, title).locator('[data-status]');

/** Opens a card's modal and returns it. */
export async function openCard(page: Page, title: string): Promise<Locator> {
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves an open modal and waits for the success message and the modal to close. */
export async function saveCard(page: Page, dialog: Locator, title: string, button = 'Save') {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(pageMessage(page, `${title} saved successfully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A sticky message at the top of the page. */
export const pageMessage = (page: Page, text: string | RegExp) =>
  page.locator('[aria-live="polite"] .mantine-Alert-root').filter({ hasText: text });

export type Assistant = {
  firstMessage: string;
  endCallMessage?: string;
  voice: { provider: string; voiceId: string };
  model: {
    model: string;
    messages: { role: string; content: string }[];
    tools?: { type: string; destinations?: { number: string; transferPlan?: { mode: string } }[] }[];
  };
};

/** The assistant on the Vapi emulator (any bearer token is accepted, as on stripe-mock). */
export async function assistantOf(request: APIRequestContext, agent: ConfigAgent): Promise<Assistant> {
  expect(agent.vapiAgentId, 'the agent has an assistant').toBeTruthy();
  const response = await request.get(`/sandbox/vapi/assistant/${agent.vapiAgentId}`, {
    headers: { Authorization: 'Bearer x' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Assistant;
}

export const systemPrompt = (assistant: Assistant) =>
  assistant.model.messages.find((message) => message.role === 'system')?.content ?? '';

/** Logic tests run once, in the desktop project; the mobile project covers the layout specs. */
export function desktopOnly() {
  test.skip(test.info().project.name !== 'desktop', 'behaviour is covered in the desktop project');
}
