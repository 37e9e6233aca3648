import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { card, createConfigAgent, desktopOnly, openCard, openConfigure } from './agent-config-helpers.ts';

// Edits typed into a card's modal are never dropped without the owner's word: closing, leaving
// the page and reloading all ask first.

// The footer's Play/Stop pair is the shared call controls, checked with the call feature.
const TEST_CALL_CONTROLS = '[aria-label="Test call"]';
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' });

test('Escape, Back and a reload ask before typed text is dropped; Keep editing keeps it', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Careful');
  // Arrive as an owner does, through the app: Back then stays in it, where the router asks first.
  await page.goto('/agents');
  await page.getByRole('article', { name: 'Careful' }).getByRole('link', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personality Design: Careful' })).toBeVisible();
  await page.getByRole('tab', { name: 'Brain' }).click();
  const dialog = await openCard(page, 'Description');
  const text = dialog.getByLabel('Description', { exact: true });
  await text.fill('We repair bikes.');

  await page.keyboard.press('Escape');
  const confirm = question(page);
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Your changes to Description are not saved.');
  await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS })).toEqual([]);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(text).toHaveValue('We repair bikes.');
  await expect(text).toBeFocused();
  // Escape on the question is Keep editing too.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(text).toHaveValue('We repair bikes.');

  // A reload gets the browser's own question; staying keeps the text.
  const asked = page.waitForEvent('dialog');
  const reloading = page.evaluate(() => location.reload());
  const unload = await asked;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await reloading;
  await expect(text).toHaveValue('We repair bikes.');

  await page.goBack();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}/configure`));
  await expect(text).toHaveValue('We repair bikes.');

  await page.goBack();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});

test('Discard drops the edits; an untouched card closes at once', async ({ signedInPage: page }) => {
  desktopOnly();
  const agent = await createConfigAgent(page.request, 'Discarding');
  await openConfigure(page, agent, 'brain');
  let dialog = await openCard(page, 'Description');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question(page)).toHaveCount(0);

  dialog = await openCard(page, 'Description');
  await dialog.getByLabel('Description', { exact: true }).fill('Never kept.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Description').getByRole('button', { name: 'Edit Description' })).toBeFocused();
  dialog = await openCard(page, 'Description');
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('');
});

test('an avatar chosen in the card and then discarded is not stored', async ({ signedInPage: page }) => {
  desktopOnly();
  const agent = await createConfigAgent(page.request, 'Unchanged Face');
  await openConfigure(page, agent);
  const uploads: string[] = [];
  page.on('request', (request) => request.url().endsWith('/avatar') && uploads.push(request.method()));
  const dialog = await openCard(page, 'Agent Name & Avatar');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('New avatar chosen. Save to keep it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  expect(uploads).toEqual([]);
  const stored = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as { imageUrl: string | null };
  expect(stored.imageUrl).toBeNull();
});
