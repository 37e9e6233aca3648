import { expect, test } from './support/fixtures.ts';
import { createDentalAgent } from './agents-helpers.ts';
import { saveCard } from './agent-config-helpers.ts';
import { connectCalendar, desktopOnly, setOpeningHours } from './calls-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';
import type { Page } from '@playwright/test';

// Home as the owner's cockpit: whether each agent answers real calls, what to do next, and what
// happened. Everything is read from the real state the owner changes through the portal.

const homeCard = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });

/** Buys the first number of an area code on /phone-numbers for the owner's only agent, which answers it at once. */
async function buyNumberFor(page: Page, areaCode: string, agentName: string) {
  await page.goto('/phone-numbers');
  await page.getByRole('button', { name: /New Phone Number/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'New Phone Number' });
  await dialog.getByLabel('Area Code').fill(areaCode);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const first = dialog.getByRole('radio').first();
  await first.check();
  const chosen = (await first.getAttribute('value'))!;
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Buy Number' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const shown = `+1 (${chosen.slice(2, 5)}) ${chosen.slice(5, 8)}-${chosen.slice(8)}`;
  const card = page.getByRole('listitem', { name: shown });
  await expect(card.getByRole('combobox', { name: 'Assigned agent' }).locator('option:checked')).toHaveText(agentName);
  return { shown };
}

test('an agent goes from "Not answering calls" to live as the owner completes each item, and back when its number is released', async ({
  signedInPage: page,
  user,
}) => {
  desktopOnly();
  test.setTimeout(120_000);
  const agent = await createDentalAgent(page.request, 'Bright Smile');

  await page.goto('/');
  const card = homeCard(page, 'Bright Smile');
  await expect(card.getByText('Not answering calls')).toBeVisible({ timeout: 30_000 });
  // The next step comes first, and its button opens the very card that fixes it.
  await expect(card.getByText(/^Business name/).first()).toBeVisible();
  await card.getByRole('link', { name: 'Add your business name' }).first().click();
  await expect(page).toHaveURL(`/agent/${agent.id}/configure?tab=brain&card=businessName`);
  const dialog = page.getByRole('dialog', { name: 'Business Name' });
  await dialog.getByRole('textbox').fill('Bright Smile Dental');
  await saveCard(page, dialog, 'Business Name');
  // Closing the card takes it out of the address: a reload does not open it again.
  await expect(page).toHaveURL(`/agent/${agent.id}/configure?tab=brain`);

  await setOpeningHours(page.request, agent.id);
  const number = await buyNumberFor(page, '206', 'Bright Smile');

  // Calls reach the agent now, but it books appointments into a calendar it cannot see.
  await page.goto('/');
  // Home says the state in short with the number beside it (one line on a phone).
  await expect(card.getByText('Needs attention', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(number.shown, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Connect Google Calendar' }).first()).toBeVisible();
  await connectCalendar(page, `calendar-${user.email}`);

  await page.goto('/');
  await expect(card.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(number.shown, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Agent Hub' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Hub' })).toBeVisible();
  // The hub says the state in the same words as Home, and the number on its own row.
  const answering = page.getByRole('main').getByRole('region', { name: 'Answering calls' });
  await expect(answering.getByText('Live', { exact: true })).toBeVisible();
  await expect(answering.getByText(number.shown, { exact: true })).toBeVisible();
  await page.goto('/agents');
  const listed = page.getByRole('article', { name: 'Bright Smile' });
  await expect(listed.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(listed.getByText(number.shown, { exact: true })).toBeVisible();

  // Releasing the number stops the calls at once, and Home says so until the owner dismisses it.
  await page.goto('/phone-numbers');
  await page.getByRole('button', { name: `Release ${number.shown}` }).click({ timeout: 30_000 });
  await page.getByRole('dialog', { name: 'Release this number?' }).getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText(`${number.shown} was released.`)).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(card.getByText('Not answering calls')).toBeVisible({ timeout: 30_000 });
  const alert = page.getByRole('alert').filter({ hasText: 'Bright Smile is not answering calls' });
  await expect(alert).toContainText(`Bright Smile stopped answering calls on ${number.shown}`);
  await expect(alert.getByRole('link', { name: 'Get a phone number' })).toHaveAttribute('href', '/phone-numbers');
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'Dismiss the alert about Bright Smile' }).click();
  await expect(alert).toBeHidden();
  await page.reload();
  await expect(card.getByText('Not answering calls')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Bright Smile' })).toHaveCount(0);
});

test('a simulated inbound call rings the agent, shows its transcript and counts on Home', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  test.setTimeout(90_000);
  await createDentalAgent(page.request, 'Sunny Teeth');
  const number = await buyNumberFor(page, '303', 'Sunny Teeth');

  await page.goto('/');
  const card = homeCard(page, 'Sunny Teeth');
  await card.getByRole('link', { name: 'Agent Hub' }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Simulate a call' }).click();
  const panel = page.getByRole('dialog', { name: 'Simulate an inbound call' });
  await panel.getByLabel('What the caller says').selectOption({ label: 'Type your own caller lines' });
  await panel.getByRole('textbox', { name: 'Caller lines' }).fill('Hi, do you take new patients?\nThanks, bye.');
  await panel.getByRole('button', { name: 'Call the agent' }).click();
  await expect(panel.getByText(`Calling ${number.shown}...`)).toBeVisible();
  await expect(panel.getByText('Hi, do you take new patients?')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('link', { name: 'Open the call' }).click();
  await expect(page).toHaveURL(/\/calls\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByText('Hi, do you take new patients?').first()).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/');
  await expect(card.getByRole('link', { name: /1\s*Calls today/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calls' })).toBeVisible();
});
