import { seriousViolations } from './axe-helpers.ts';
import { createAgent } from './agents-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// /connect and /phone-numbers end to end against the Telnyx and Vapi emulators.

const EMPTY = "You don't have any phone numbers yet. Click above to add one!";

// Desktop and mobile runs buy at the same time: each searches its own area code.
const areaCodeFor = (project: string) => (project === 'mobile' ? '737' : '512');

test('the connect hub says how each part stands and leads to phone numbers and back', async ({
  signedInPage: page,
}) => {
  await page.goto('/connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect My Agent' })).toBeVisible({ timeout: 30_000 });
  // No banner above the title: the two links are the first thing under it.
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  const phone = page.getByRole('link', { name: /Get Your Agent's Phone/ });
  const calendar = page.getByRole('link', { name: /Connect Your Calendar/ });
  await expect(phone).toContainText('No number yet');
  // Written as the calendar page writes it, with what the tile leads to.
  await expect(calendar).toContainText('Not connected');
  await expect(calendar).toContainText('Connect Google Calendar');
  await expect(calendar).toHaveAttribute('href', '/calendar');
  // Both links fit the window, the second within the first screen on a phone too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expect(calendar).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await phone.click();
  await expect(page).toHaveURL('/phone-numbers');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Connect My Agent' }).click();
  await expect(page).toHaveURL('/connect');
});

test('the search needs a criterion, keeps three digits and names what found nothing', async ({
  signedInPage: page,
}) => {
  await page.goto('/phone-numbers');
  await page.getByRole('button', { name: /New Phone Number/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Phone Number' });
  const search = dialog.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  const areaCode = dialog.getByLabel('Area Code');
  await areaCode.pressSequentially('ab5-1234');
  await expect(areaCode).toHaveValue('512');
  await expect(search).toBeEnabled();
  await areaCode.fill('');
  await expect(search).toBeDisabled();
  await dialog.getByLabel('City').fill('Nowhere');
  await search.click();
  await expect(dialog.getByText('No numbers found for City Nowhere.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('buys a number that its only agent answers at once, frees it, and releases it', async ({
  signedInPage: page,
}, testInfo) => {
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  await page.goto('/phone-numbers');
  await expect(page.getByText(EMPTY)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /New Phone Number/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Phone Number' });
  await dialog.getByLabel('Area Code').fill(areaCodeFor(testInfo.project.name));
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const first = dialog.getByRole('radio').first();
  await first.check();
  const chosen = (await first.getAttribute('value'))!;
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const shown = `+1 (${chosen.slice(2, 5)}) ${chosen.slice(5, 8)}-${chosen.slice(8)}`;
  await expect(dialog.getByTestId('confirm-number')).toHaveText(shown);
  // The only agent is not asked about: it answers the new number.
  await expect(dialog.getByText(`${agent.agentName} will answer this number.`)).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Buy Number' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const card = page.getByRole('listitem', { name: shown });
  await expect(card.getByRole('heading', { name: shown })).toBeVisible();
  const assigned = card.getByRole('combobox', { name: 'Assigned agent' });
  await expect(assigned.locator('option:checked')).toHaveText(agent.agentName);
  await expect(card).toContainText(`Answers for ${agent.agentName}`);
  // Save shows only once the choice differs from the saved one.
  const save = card.getByRole('button', { name: 'Save' });
  await expect(save).toHaveCount(0);
  await assigned.selectOption({ label: 'No agent' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Assignment saved.')).toBeVisible();
  await expect(save).toHaveCount(0);
  await expect(card).toContainText('Not answering calls');
  await page.reload();
  await expect(assigned.locator('option:checked')).toHaveText('No agent');

  await card.getByRole('button', { name: `Release ${shown}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Release this number?' });
  await confirm.getByRole('button', { name: 'Release' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('with several agents, the purchase asks which one answers the number', async ({
  signedInPage: page,
}, testInfo) => {
  const first = await createAgent(page.request, { agentName: 'Front Desk' });
  const second = await createAgent(page.request, { agentName: 'Evenings' });
  await page.goto('/phone-numbers');
  await expect(page.getByText(EMPTY)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /New Phone Number/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Phone Number' });
  // Its own area code: the other purchase test may buy at the same time.
  await dialog.getByLabel('Area Code').fill(testInfo.project.name === 'mobile' ? '713' : '646');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const choice = dialog.getByRole('combobox', { name: 'Agent who answers this number' });
  // Neither has a number yet: the first is proposed, and "No agent" is offered too.
  await expect(choice.locator('option:checked')).toHaveText(first.agentName);
  await expect(choice.locator('option')).toHaveText(['No agent', first.agentName, second.agentName]);
  expect(await seriousViolations(page), 'confirm step with the agent choice').toEqual([]);
  await choice.selectOption({ label: second.agentName });
  const shown = (await dialog.getByTestId('confirm-number').textContent())!;
  await dialog.getByRole('button', { name: 'Buy Number' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const card = page.getByRole('listitem', { name: shown });
  await expect(card.getByRole('combobox', { name: 'Assigned agent' }).locator('option:checked')).toHaveText(
    second.agentName,
  );
  await page.reload();
  await expect(card.getByRole('combobox', { name: 'Assigned agent' }).locator('option:checked')).toHaveText(
    second.agentName,
  );
});

test('/connect, /phone-numbers and the purchase modal have no serious axe violations', async ({
  signedInPage: page,
}) => {
  for (const path of ['/connect', '/phone-numbers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.getByRole('button', { name: /New Phone Number/ }).click();
  await expect(page.getByRole('dialog', { name: 'New Phone Number' })).toBeVisible();
  expect(await seriousViolations(page), 'purchase modal').toEqual([]);
});
