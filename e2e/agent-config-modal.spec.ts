import { expect, test } from './support/fixtures.ts';
import {
  assistantOf,
  card,
  cardStatus,
  createConfigAgent,
  desktopOnly,
  openCard,
  openConfigure,
  pageMessage,
  saveCard,
  systemPrompt,
} from './agent-config-helpers.ts';

// The one card modal: Escape, focus, statuses, no-change and failed saves.

test.beforeEach(() => desktopOnly());

test('Escape closes a card modal; while open, focus stays inside and then returns to Edit', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Focus');
  await openConfigure(page, agent, 'brain');
  const dialog = await openCard(page, 'Description');
  await expect(dialog.getByLabel('Description')).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Description').getByRole('button', { name: 'Edit Description' })).toBeFocused();
});

test('saving turns statuses into Completed and Saved (Empty/Off) and reaches the assistant', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Statuses');
  await openConfigure(page, agent, 'responsibilities');
  // The blank template greets callers and says goodbye; its other tasks are off.
  await expect(cardStatus(page, 'Greeting')).toHaveText('Using Default Information');
  await expect(cardStatus(page, 'End of Call')).toHaveText('Using Default Information');
  await expect(cardStatus(page, 'Special Offers')).toHaveText('Off');
  // The badge says Off; the card says what the task is for, not "Off" again.
  await expect(card(page, 'Special Offers').getByText('Promotions the agent should mention.')).toBeVisible();
  await expect(card(page, 'Special Offers').getByTestId('card-preview')).toBeHidden();

  let dialog = await openCard(page, 'Greeting');
  await expect(dialog.getByRole('switch', { name: 'Enable Greeting' })).toBeChecked();
  await dialog.getByLabel('Greeting', { exact: true }).fill('Welcome to Statuses Bikes, how can I help?');
  await saveCard(page, dialog, 'Greeting');
  await expect(cardStatus(page, 'Greeting')).toHaveText('Completed');

  // Switching off a task that had content saves it empty.
  dialog = await openCard(page, 'End of Call');
  await dialog.getByRole('switch', { name: 'Enable End of Call' }).click();
  await expect(dialog.getByLabel('End of Call', { exact: true })).toBeHidden();
  await saveCard(page, dialog, 'End of Call');
  await expect(cardStatus(page, 'End of Call')).toHaveText('Saved (Empty/Off)');
  await expect(card(page, 'End of Call').getByTestId('card-preview')).toHaveText('Off');

  // Orange only where the agent cannot go live without the card.
  await page.getByRole('tab', { name: 'Brain' }).click();
  await expect(cardStatus(page, 'Business Name')).toHaveText('Incomplete');
  await expect(cardStatus(page, 'Description')).toHaveText('Optional');
  dialog = await openCard(page, 'Business Name');
  await dialog.getByLabel('Business Name', { exact: true }).fill('Statuses Bikes');
  await saveCard(page, dialog, 'Business Name');
  await expect(cardStatus(page, 'Business Name')).toHaveText('Completed');

  const assistant = await assistantOf(page.request, agent);
  // After the recording notice every agent says first by default.
  expect(assistant.firstMessage).toBe('This call is recorded. Welcome to Statuses Bikes, how can I help?');
  expect(assistant.endCallMessage).toBe('');
  expect(systemPrompt(assistant)).toContain('Business name: Statuses Bikes');
});

test('saving a suggestion unchanged keeps it; saving it again says so without calling the server', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Unchanged');
  await openConfigure(page, agent, 'responsibilities');
  const patches: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
  await expect(cardStatus(page, 'Greeting')).toHaveText('Using Default Information');
  let dialog = await openCard(page, 'Greeting');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Greeting saved successfully!')).toBeVisible();
  await expect(cardStatus(page, 'Greeting')).toHaveText('Completed');
  expect(patches).toHaveLength(1);

  dialog = await openCard(page, 'Greeting');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'No changes detected to save for this section.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(patches).toHaveLength(1);
});

test('a failed save keeps the typed text and says why; the next try saves it', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Failing');
  await openConfigure(page, agent, 'brain');
  await page.route('**/api/agents/*/sections/description', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Database unavailable.' } } }),
  );
  const dialog = await openCard(page, 'Description');
  const text = dialog.getByLabel('Description', { exact: true });
  await text.fill('We repair bikes and scooters.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to save Description: Database unavailable.');
  await expect(dialog).toBeVisible();
  await expect(text).toHaveValue('We repair bikes and scooters.');
  await expect(cardStatus(page, 'Description')).toHaveText('Optional');

  await page.unroute('**/api/agents/*/sections/description');
  await saveCard(page, dialog, 'Description');
  await expect(cardStatus(page, 'Description')).toHaveText('Completed');
  await expect(card(page, 'Description').getByTestId('card-preview')).toHaveText('We repair bikes and scooters.');
});
