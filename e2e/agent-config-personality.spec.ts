import { expect, test } from './support/fixtures.ts';
import {
  assistantOf,
  card,
  cardStatus,
  createConfigAgent,
  desktopOnly,
  openCard,
  openConfigure,
  saveCard,
  systemPrompt,
} from './agent-config-helpers.ts';

// The Personality tab's special editors and what the assistant gets.

test.beforeEach(() => desktopOnly());

test('Voice: eleven voices, realtime ones marked, each with a sample, and the chosen voice on the assistant', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Speaker');
  await openConfigure(page, agent);
  await expect(card(page, 'Voice').getByTestId('card-preview')).toContainText('Regina');
  const dialog = await openCard(page, 'Voice');
  await expect(dialog.getByRole('radio')).toHaveCount(11);
  await expect(dialog.getByRole('radio', { name: /Regina/ })).toBeChecked();
  await expect(dialog.getByText('Realtime', { exact: true })).toHaveCount(5);
  await expect(dialog.getByRole('radio', { name: 'Merlin Realtime' })).toBeVisible();

  // Every voice can be heard (e2e/voice-samples.spec.ts plays them).
  await expect(dialog.getByRole('button', { name: /^Play sample of / })).toHaveCount(11);

  await dialog.getByRole('radio', { name: /Merlin/ }).check();
  await saveCard(page, dialog, 'Voice');
  await expect(cardStatus(page, 'Voice')).toHaveText('Completed');
  await expect(card(page, 'Voice').getByTestId('card-preview')).toContainText('Merlin');

  const assistant = await assistantOf(page.request, agent);
  expect(assistant.voice).toEqual({ provider: 'openai', voiceId: 'cedar' });
  expect(assistant.model.model).toBe('gpt-realtime-2025-08-28');
});

test('Vibe & Accent: six and six choices rebuild the speaking style the assistant follows', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Stylist');
  await openConfigure(page, agent);
  const dialog = await openCard(page, 'Vibe & Accent');
  const vibes = dialog.getByRole('radiogroup', { name: 'Vibe' }).getByRole('radio');
  const accents = dialog.getByRole('radiogroup', { name: 'Accent' }).getByRole('radio');
  await expect(vibes).toHaveCount(6);
  await expect(accents).toHaveCount(6);
  await expect(dialog.getByRole('radio', { name: 'Cheerful' })).toBeChecked();

  const style = dialog.getByLabel('Speaking style');
  await expect(style).toHaveValue(/^Speak in a neutral, standard American English accent/);
  await dialog.getByRole('radio', { name: 'Witty' }).click();
  await dialog.getByRole('radio', { name: 'British' }).click();
  await expect(style).toHaveValue(/^Speak with a polished British English accent.* Be friendly and quick-witted/);

  await saveCard(page, dialog, 'Vibe & Accent');
  await expect(card(page, 'Vibe & Accent').getByTestId('card-preview')).toHaveText('Witty vibe, British accent');
  await expect(cardStatus(page, 'Vibe & Accent')).toHaveText('Completed');
  const prompt = systemPrompt(await assistantOf(page.request, agent));
  expect(prompt).toContain('Speak with a polished British English accent');
  expect(prompt).toContain('Be friendly and quick-witted');
});

test('Agent Name & Avatar: the card modal renames the agent everywhere on the page', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Old Name');
  await openConfigure(page, agent);
  const dialog = await openCard(page, 'Agent Name & Avatar');
  await expect(dialog.getByText('PNG, JPG, GIF, WEBP up to 2MB')).toBeVisible();
  await dialog.getByLabel('Name').fill('New Name');
  await saveCard(page, dialog, 'Agent Name & Avatar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personality Design: New Name');
  await page.getByRole('button', { name: 'Edit name & avatar' }).click();
  await expect(page.getByRole('textbox', { name: 'Agent name' })).toHaveValue('New Name');
  expect(systemPrompt(await assistantOf(page.request, agent))).toContain('Your name is New Name.');
});
