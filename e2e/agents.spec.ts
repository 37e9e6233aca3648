import { expect, test } from './support/fixtures.ts';
import { holdRequests, withoutServedReads } from './support/ui.ts';
import {
  agentCard,
  agentSlots,
  createAgent,
  createButton,
  listAgents,
  notification,
  type AgentJson,
} from './agents-helpers.ts';

// My Agents and the Create New Agent modal.

test('an empty list says there are no agents yet and offers one Create New Agent', async ({ signedInPage: page }) => {
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'My Agents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No agents yet' })).toBeVisible();
  await expect(createButton(page)).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('creating from a template lands on the configuration page of a live agent', async ({ signedInPage: page }) => {
  await page.goto('/agents');
  await createButton(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
  await expect(dialog.getByPlaceholder('E.g., Sales Pro, Support Star')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create Agent' });
  await expect(create).toBeDisabled();

  await dialog.getByLabel('Agent Name').fill('Sales Pro');
  await dialog.getByRole('button', { name: 'Yes, use a template' }).click();
  await expect(dialog.getByText('Please select a template to proceed.')).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(dialog.getByRole('radio')).not.toHaveCount(0);
  // The footer stays at the bottom of the sheet while the templates scroll above it.
  await expect(create).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await dialog.getByRole('radio', { name: 'Dental Clinic' }).click();
  await expect(dialog.getByRole('radio', { name: 'Dental Clinic' })).toHaveAttribute('aria-checked', 'true');
  await create.click();

  await expect(page).toHaveURL(/\/agent\/[0-9a-f-]{36}\/configure$/);
  const [listed] = await listAgents(page.request);
  expect(page.url()).toContain(`/agent/${listed!.id}/configure`);
  const agent = (await (await page.request.get(`/api/agents/${listed!.id}`)).json()) as AgentJson;
  expect(agent).toMatchObject({ agentName: 'Sales Pro', businessType: 'Dental Clinic' });
  expect(agent.vapiAgentId).toBeTruthy();

  await page.goto('/agents');
  await expect(agentCard(page, 'Sales Pro')).toBeVisible();
  await expect(agentSlots(page)).toHaveCount(1);
  await expect(createButton(page)).toBeEnabled();
});

test('creating from scratch with an empty name gives an Unnamed Agent', async ({ signedInPage: page }) => {
  await page.goto('/agents');
  await createButton(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
  await dialog.getByRole('button', { name: 'No, start from scratch' }).click();
  await dialog.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page).toHaveURL(/\/agent\/[0-9a-f-]{36}\/configure$/);

  await page.goto('/agents');
  const card = agentCard(page, 'Unnamed Agent');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Update' })).toHaveAttribute('href', /\/configure$/);
  await expect(card.getByRole('link', { name: 'Profile Overview' })).toHaveAttribute('href', /\/profile$/);
  // No picture yet: the default image, really loaded.
  const avatar = card.getByRole('img', { name: 'Avatar of Unnamed Agent' });
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the modal shows Creating Agent... and cannot be closed until the agent exists', async ({
  signedInPage: page,
}) => {
  await page.goto('/agents');
  await createButton(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
  await dialog.getByRole('button', { name: 'No, start from scratch' }).click();
  const release = await holdRequests(page, /\/api\/agents$/);
  await dialog.getByRole('button', { name: 'Create Agent' }).click();

  const busy = dialog.getByRole('button', { name: 'Creating Agent...' });
  await expect(busy).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/configure$/);
});

test('a seventh agent is refused: Create New Agent says why, and the API answers 409', async ({
  signedInPage: page,
}) => {
  for (let index = 1; index <= 6; index += 1) await createAgent(page.request, { agentName: `Agent ${index}` });

  await page.goto('/agents');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(agentSlots(page)).toHaveCount(6);
  await expect(createButton(page)).toBeDisabled();
  await expect(createButton(page)).toHaveAccessibleDescription('You have 6 agents, the most you can have.');

  const response = await page.request.post('/api/agents', { data: { agentName: 'Seventh' } });
  expect(response.status()).toBe(409);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toMatch(/already have 6 agents/);
  expect(await listAgents(page.request)).toHaveLength(6);
});

test('Talk is available for a call-enabled agent (the sandbox call client is ready)', async ({
  signedInPage: page,
}) => {
  await createAgent(page.request, { agentName: 'Ready' });
  await page.goto('/agents');
  const talk = agentCard(page, 'Ready').getByRole('button', { name: 'Talk' });
  await expect(talk).toBeEnabled();
  await expect(talk).not.toHaveAttribute('aria-disabled');
});

test('an agent without an assistant says Not call-enabled, and Retry creates it', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Offline' });
  // The list answers once as if the voice platform had failed at creation.
  let first = true;
  await withoutServedReads(page);
  await page.route(/\/api\/agents$/, async (route) => {
    if (route.request().method() !== 'GET' || !first) return route.continue();
    first = false;
    const response = await route.fetch();
    const items = (await response.json()) as Record<string, unknown>[];
    const failed = items.map((item) => ({
      ...item,
      vapiAgentId: null,
      syncError:
        'Your changes are saved, but the voice platform could not be reached to update the assistant. It will be tried again automatically.',
    }));
    await route.fulfill({ response, json: failed });
  });
  await page.goto('/agents');
  const card = agentCard(page, 'Offline');
  await expect(card.getByText('Not call-enabled', { exact: true })).toBeVisible();
  await expect(card.getByText(/voice platform could not be reached/)).toBeVisible();
  await card.getByRole('button', { name: 'Talk' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Agent not call-enabled');
  // The kit's tooltip loads when wanted, with its styles: it floats over the page.
  await expect(page.getByRole('tooltip')).toHaveCSS('position', 'absolute');

  const sync = page.waitForResponse(`**/api/agents/${agent.id}/sync`);
  await card.getByRole('button', { name: 'Retry' }).click();
  expect((await sync).status()).toBe(200);
  await expect(notification(page, 'The voice assistant is up to date.')).toBeVisible();
  await expect(card.getByText('Not call-enabled', { exact: true })).toHaveCount(0);
});
