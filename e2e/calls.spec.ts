import { expect, test } from './support/fixtures.ts';
import { createAgent } from './agents-helpers.ts';
import { desktopOnly, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';

// Call history and usage (issue 7, points 3, 5 and 6): calls reach us through the webhook.

test('a new account has no calls yet', async ({ signedInPage: page }) => {
  await page.goto('/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await expect(page.getByText('No calls yet. Calls your agents handle appear here.')).toBeVisible();
});

test('a simulated inbound phone call appears in Calls, filters by agent, and counts in the usage', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  await createAgent(page.request, { agentName: 'Night Line' });
  const usage = async () =>
    ((await (await page.request.get('/api/subscription/detail')).json()) as { callsMade: number }).callsMade;
  expect(await usage()).toBe(0);

  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [
    { caller: 'Hi' },
    { caller: 'Can I book a visit next week?' },
  ]);
  expect(await usage()).toBe(1);

  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Call history' }).click();
  await expect(page).toHaveURL(`/calls?agentId=${agent.id}`);
  await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(agent.id);
  const record = page.getByRole('article', { name: /^Front Desk,/ });
  await expect(record).toContainText('+15125550123');
  await expect(record).toContainText('Caller hung up');
  await expect(record).toContainText('Can I book a visit next week?');

  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Night Line' });
  await expect(page.getByText('No calls for this agent yet.')).toBeVisible();
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'All agents' });
  await expect(page).toHaveURL('/calls');
  await record.getByRole('link', { name: /View call/ }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('User: Can I book a visit next week?');
  await page.getByRole('link', { name: 'Back to Calls' }).click();
  await expect(page).toHaveURL('/calls');

  await page.goto('/subscription-detail');
  const usageSection = page.getByRole('region', { name: 'Usage This Period' });
  await expect(usageSection.getByRole('progressbar', { name: 'Calls Handled' })).toHaveAttribute('aria-valuenow', '5');
  await expect(usageSection.getByText('1 / 20')).toBeVisible();
});

test('an unknown call says Call not found.', async ({ signedInPage: page }) => {
  await page.goto('/calls/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Call not found.');
  await page.getByRole('link', { name: 'Back to Calls' }).click();
  await expect(page).toHaveURL('/calls');
});
