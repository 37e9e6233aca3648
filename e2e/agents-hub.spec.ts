import { createVerifiedUser } from './support/users.ts';
import { expect, test } from './support/fixtures.ts';
import {
  agentCard,
  assistantStatus,
  createAgent,
  createDentalAgent,
  listAgents,
  notification,
} from './agents-helpers.ts';

// The Agent Hub, invalid ids and ownership.

test('the hub shows the avatar, name, type and tone with the actions', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Bright Smile');
  await page.goto(`/agent/${agent.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Agent Hub' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Bright Smile' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Avatar of Bright Smile' })).toBeVisible();
  await expect(main.getByText('Type:')).toBeVisible();
  await expect(main.getByText('Dental Clinic', { exact: true })).toBeVisible();
  // The tone is the vibe the agent speaks with (the dental template's), not the template's attitude.
  await expect(main.getByText('Nurturing', { exact: true })).toBeVisible();
  await expect(main.getByText('Reassuring', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Train Your Agent' })).toHaveAttribute(
    'href',
    `/agent/${agent.id}/configure`,
  );
  await expect(main.getByRole('button', { name: 'Talk Now' })).toBeEnabled();
  await expect(main.getByRole('link', { name: 'Call history', exact: true })).toHaveAttribute(
    'href',
    `/calls?agentId=${agent.id}`,
  );
  await main.getByRole('link', { name: 'Back to Agents' }).click();
  await expect(page).toHaveURL('/agents');
});

test('on a phone every go-live step has its fix on its own line under the title', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Bright Smile');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/agent/${agent.id}`);
  const rows = page.getByRole('list', { name: 'Go-live checklist', exact: true }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const starts = new Set<number>();
  for (const row of await rows.all()) {
    const rowBox = (await row.boundingBox())!;
    const fix = (await row.getByRole('link').boundingBox())!;
    // Below the title's line (26 px under the row's 10 px padding), not at its end.
    expect(fix.y - rowBox.y).toBeGreaterThan(30);
    starts.add(Math.round(fix.x));
  }
  expect(starts.size).toBe(1);
});

test('an agent started from scratch is of type General with the tone of the default vibe', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Plain' });
  await page.goto(`/agent/${agent.id}`);
  await expect(page.getByRole('main').getByText('General', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Cheerful', { exact: true })).toBeVisible();
});

test('Clone creates a real copy with its own assistant and opens its hub', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Original');
  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('button', { name: 'Clone' }).click();
  await expect(notification(page, 'Agent duplicated')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Original (Copy)' })).toBeVisible();

  const agents = await listAgents(page.request);
  const copy = agents.find((item) => item.agentName === 'Original (Copy)');
  expect(agents).toHaveLength(2);
  expect(page.url()).toMatch(new RegExp(`/agent/${copy!.id}$`));
  expect(copy!.vapiAgentId).toBeTruthy();
  expect(copy!.vapiAgentId).not.toBe(agent.vapiAgentId);
  expect(await assistantStatus(page.request, copy!.vapiAgentId!)).toBe(200);
});

test('Delete Agent asks first, then removes the agent and its assistant for good', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Doomed' });
  expect(await assistantStatus(page.request, agent.vapiAgentId!)).toBe(200);
  await page.goto(`/agent/${agent.id}`);

  // Escape cancels: nothing is deleted.
  await page.getByRole('button', { name: 'Delete Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Agent' });
  await expect(dialog).toContainText('Permanently delete "Doomed"');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await listAgents(page.request)).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete Agent' }).click();
  await dialog.getByRole('button', { name: 'Delete Agent' }).click();
  await expect(page).toHaveURL('/agents');
  await expect(agentCard(page, 'Doomed')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No agents yet' })).toBeVisible();

  expect((await page.request.get(`/api/agents/${agent.id}`)).status()).toBe(404);
  expect(await assistantStatus(page.request, agent.vapiAgentId!)).toBe(404);
});

test('a delete the server refuses is reported in the dialog', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Stubborn' });
  await page.route(`**/api/agents/${agent.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 502, json: { error: { code: 'UPSTREAM_FAILED', message: 'Voice platform down.' } } })
      : route.continue(),
  );
  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('button', { name: 'Delete Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Agent' });
  await dialog.getByRole('button', { name: 'Delete Agent' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error deleting agent: Voice platform down.');
  await expect(page).toHaveURL(`/agent/${agent.id}`);
});

for (const path of ['/agent/new', '/agent', '/agent/new/profile']) {
  test(`${path} shows Invalid Agent ID with a link to the agents`, async ({ signedInPage: page }) => {
    await page.goto(path);
    await expect(page.getByText('Invalid Agent ID')).toBeVisible();
    await page.getByRole('link', { name: 'Back to My Agents' }).click();
    await expect(page).toHaveURL('/agents');
  });
}

test("another user's agent is not found, on the pages and in the API", async ({
  signedInPage: page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({ baseURL });
  await createVerifiedUser(other, baseURL!);
  const theirs = await createAgent(other, { agentName: 'Not yours' });

  for (const path of [`/agent/${theirs.id}`, `/agent/${theirs.id}/profile`]) {
    await page.goto(path);
    await expect(page.getByText('Agent not found or access denied.')).toBeVisible();
    await expect(page.getByText('Not yours')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to My Agents' })).toHaveAttribute('href', '/agents');
  }

  const read = await page.request.get(`/api/agents/${theirs.id}`);
  expect(read.status()).toBe(404);
  expect(await read.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Agent not found or access denied.' } });
  expect((await page.request.delete(`/api/agents/${theirs.id}`)).status()).toBe(404);
  expect((await page.request.post(`/api/agents/${theirs.id}/duplicate`)).status()).toBe(404);
  expect((await page.request.post(`/api/agents/${theirs.id}/soft-delete`)).status()).toBe(404);
  // Untouched for its owner.
  expect(await listAgents(other)).toHaveLength(1);
  await other.dispose();
});
