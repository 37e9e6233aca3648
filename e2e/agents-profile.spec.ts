import { expect, test } from './support/fixtures.ts';
import { plainText } from './support/ui.ts';
import { agentCard, createDentalAgent, listAgents, notification } from './agents-helpers.ts';

// The Agent Profile Overview and soft delete.

test('the profile shows progress, the three boxes, readable values and Default badges', async ({
  signedInPage: page,
}) => {
  const agent = await createDentalAgent(page.request, 'Bright Smile');
  await page.goto(`/agent/${agent.id}/profile`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Agent Profile Overview' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Avatar of Bright Smile' })).toBeVisible();
  // A new agent holds its template's values, which count only once kept; the name typed at
  // creation is the owner's own.
  await expect(main.getByText('1 out of 26 fields completed')).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '4');

  const boxes: [title: string, tab: string][] = [
    ['Personality', 'personality'],
    ['Brain & Business Details', 'brain'],
    ['Responsibilities (Tasks)', 'responsibilities'],
  ];
  for (const [title, tab] of boxes) {
    const box = main.getByRole('region', { name: title });
    await expect(box.getByRole('heading', { name: title })).toBeVisible();
    await expect(box.getByRole('link', { name: `Update ${title}` })).toHaveAttribute(
      'href',
      `/agent/${agent.id}/configure?tab=${tab}`,
    );
  }
  await expect(main.locator('[data-field]')).toHaveCount(26);

  const field = (key: string) => main.locator(`[data-field="${key}"]`);
  await expect(field('voice')).toContainText('Serena');
  await expect(field('vibe')).toContainText('Nurturing');
  await expect(field('accent')).toContainText('Standard U.S.');
  await expect
    .poll(() => plainText(field('yourHours')))
    .toContain('Mon–Thu 8 AM–5 PM; Fri 8 AM–2 PM; Sat–Sun closed; Eastern Time (New York)');
  await expect(field('callForwarding')).toContainText('Off');
  await expect(field('urgentMatters')).toContainText(
    'Action: Take a message\nCollect: Full Name, Phone, Reason for Call',
  );
  for (const key of ['voice', 'yourProducts']) {
    await expect(field(key).getByText('Default', { exact: true })).toBeVisible();
  }
  // A name in the Off line carries no marker: beside the next name it would read as that one's.
  for (const key of ['agentName', 'callForwarding']) {
    await expect(field(key).getByText('Default', { exact: true })).toHaveCount(0);
  }

  // Long text is cut at 100 characters with Show more / Show less.
  const products = field('yourProducts');
  const toggle = products.getByRole('button', { name: 'Show more' });
  await expect(products).toContainText('…');
  await toggle.click();
  await expect(products).toContainText('and emergency dental visits.');
  await products.getByRole('button', { name: 'Show less' }).click();
  await expect(products.getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('Duplicate opens the copy, whose new name counts as completed', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Original');
  await page.goto(`/agent/${agent.id}/profile`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(notification(page, 'Agent duplicated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar of Original (Copy)' })).toBeVisible();
  const copy = (await listAgents(page.request)).find((item) => item.agentName === 'Original (Copy)');
  await expect(page).toHaveURL(`/agent/${copy!.id}/profile`);
  await expect(page.getByText('1 out of 26 fields completed')).toBeVisible();
  await expect(page.getByText('4%', { exact: true })).toBeVisible();
  await expect(page.locator('[data-field="agentName"]').getByText('Default', { exact: true })).toHaveCount(0);
});

test('Delete hides the agent from the list and the profile then says it was deleted', async ({
  signedInPage: page,
}) => {
  const agent = await createDentalAgent(page.request, 'Retired');
  await page.goto(`/agent/${agent.id}/profile`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Agent' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This agent has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);

  expect(await listAgents(page.request)).toHaveLength(0);
  const stored = await page.request.get(`/api/agents/${agent.id}`);
  expect(((await stored.json()) as { isDeleted: boolean }).isDeleted).toBe(true);

  await page.getByRole('link', { name: 'Back to My Agents' }).click();
  await expect(page).toHaveURL('/agents');
  await expect(page.getByRole('heading', { name: 'No agents yet' })).toBeVisible();
  await expect(agentCard(page, 'Retired')).toHaveCount(0);
});
