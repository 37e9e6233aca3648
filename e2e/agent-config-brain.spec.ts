import { expect, test } from './support/fixtures.ts';
import { plainText } from './support/ui.ts';
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

// The Brain tab: the hours editor, Rewrite with AI and the URL rules of Auto-Populate.

test.beforeEach(() => desktopOnly());

test('Your Hours: time zone and the weekly editor rules reach the prompt; an unchanged save is noticed', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Hours');
  await openConfigure(page, agent, 'brain');
  await expect(cardStatus(page, 'Your Hours')).toHaveText('Using Default Information');
  let dialog = await openCard(page, 'Your Hours');
  const save = dialog.getByRole('button', { name: 'Save Open Hours' });
  await expect(dialog.getByLabel('Timezone').locator('option')).toHaveCount(23);
  await dialog.getByLabel('Timezone').selectOption('Europe/London');

  // A time on a closed day opens it.
  await dialog.getByLabel('Saturday opening time').fill('10:00');
  await expect(dialog.getByRole('switch', { name: 'Saturday open' })).toBeChecked();
  await expect(dialog.getByText('Saturday: An open day needs a start and an end time.')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Saturday closing time').fill('14:00');
  // Closing a day clears its times; opening one fills 09:00-17:00.
  await dialog.getByRole('switch', { name: 'Monday open' }).click();
  await expect(dialog.getByLabel('Monday opening time')).toHaveValue('');
  await dialog.getByRole('switch', { name: 'Sunday open' }).click();
  await expect(dialog.getByLabel('Sunday closing time')).toHaveValue('17:00');
  await dialog.getByRole('switch', { name: 'Sunday open' }).click();
  await dialog.getByLabel('Wednesday closing time').fill('08:00');
  await expect(dialog.getByText('Wednesday: The closing time must be after the opening time.')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Wednesday closing time').fill('18:00');

  await saveCard(page, dialog, 'Your Hours', 'Save Open Hours');
  await expect(cardStatus(page, 'Your Hours')).toHaveText('Completed');
  const hours = 'Mon closed; Tue 09:00-17:00; Wed 09:00-18:00; Thu-Fri 09:00-17:00; Sat 10:00-14:00; Sun closed';
  await expect
    .poll(() => plainText(card(page, 'Your Hours').getByTestId('card-preview')))
    .toContain('Mon closed; Tue 9 AM–5 PM; Wed 9 AM–6 PM; Thu–Fri 9 AM–5 PM; Sat 10 AM–2 PM; Sun closed');
  expect(systemPrompt(await assistantOf(page.request, agent))).toContain(`Opening hours (Europe/London): ${hours}`);

  dialog = await openCard(page, 'Your Hours');
  await dialog.getByRole('button', { name: 'Save Open Hours' }).click();
  await expect(pageMessage(page, 'No changes detected to save for this section.')).toBeVisible();
});

test('Your Hours: closed dates typed or added as US holidays reach the preview and the prompt', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Holidays');
  // The coming holidays depend on today: the list is answered here, so the test does not.
  await page.route(`**/api/agents/${agent.id}/us-holidays`, (route) =>
    route.fulfill({
      json: {
        holidays: [
          { date: '2026-11-26', name: 'Thanksgiving Day' },
          { date: '2026-12-25', name: 'Christmas Day' },
        ],
      },
    }),
  );
  await openConfigure(page, agent, 'brain');
  const dialog = await openCard(page, 'Your Hours');
  const closed = dialog.getByRole('group', { name: 'Closed dates' });
  await closed.getByLabel('First closed day').fill('2026-11-27');
  await closed.getByLabel('Last closed day').fill('2026-11-26');
  await expect(closed.getByText('The last closed day cannot be before the first.')).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Add closed date' })).toBeDisabled();
  await closed.getByLabel('Last closed day').fill('');
  await closed.getByLabel('Note').fill('Closed for Thanksgiving');
  await closed.getByRole('button', { name: 'Add closed date' }).click();
  await closed.getByRole('button', { name: 'Add US federal holidays' }).click();
  await expect(closed.getByRole('status')).toHaveText(
    '2 US federal holidays added. Remove any you are open on, then save.',
  );
  const days = closed.getByRole('listitem');
  await expect(days).toHaveCount(3);
  await expect(days.first()).toContainText('Thanksgiving Day');
  // Open on Christmas after all.
  await closed.getByRole('button', { name: /^Remove .*Christmas Day/ }).click();
  await expect(days).toHaveCount(2);
  await saveCard(page, dialog, 'Your Hours', 'Save Open Hours');
  await expect(card(page, 'Your Hours').getByTestId('card-preview')).toContainText('; 2 closed dates');
  const prompt = systemPrompt(await assistantOf(page.request, agent));
  expect(prompt).toContain('Closed all day on:');
  expect(prompt).toContain('Closed for Thanksgiving');
  expect(prompt).toContain('never book an appointment on them');
});

test('Rewrite with AI tidies the text in sandbox mode, and needs text first', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Writer');
  await openConfigure(page, agent, 'brain');
  let dialog = await openCard(page, 'Description');
  const rewrite = dialog.getByRole('button', { name: 'Rewrite with AI' });
  await rewrite.click();
  await expect(dialog.getByRole('alert')).toHaveText("There's no text to rewrite.");

  const text = dialog.getByLabel('Description', { exact: true });
  await text.fill('we fix bikes   and scooters.   open late on fridays');
  await rewrite.click();
  await expect(dialog.getByText('Text rewritten successfully with AI!')).toBeVisible();
  await expect(text).toHaveValue('We fix bikes and scooters. Open late on fridays.');
  await saveCard(page, dialog, 'Description');
  expect(systemPrompt(await assistantOf(page.request, agent))).toContain(
    'Description: We fix bikes and scooters. Open late on fridays.',
  );

  // Only REWRITABLE_FIELDS offer it: Topics to Avoid does, the Your Hours editor does not.
  dialog = await openCard(page, 'Your Hours');
  await expect(dialog.getByRole('button', { name: 'Rewrite with AI' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  dialog = await openCard(page, 'Topics to Avoid');
  await expect(dialog.getByRole('button', { name: 'Rewrite with AI' })).toBeVisible();
  await expect(dialog.getByLabel('Webpage URL')).toHaveCount(0);
});

test('Auto-Populate from Website applies the URL rules and shows why a page is refused', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Populate');
  await openConfigure(page, agent, 'brain');
  const dialog = await openCard(page, 'About Us');
  const url = dialog.getByLabel('Webpage URL');
  const analyze = dialog.getByRole('button', { name: 'Add & Analyze Page' });
  await expect(url).toHaveAttribute('type', 'url');
  await expect(analyze).toBeDisabled();

  await url.fill('   ');
  await url.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Oops! Please enter a webpage URL.');
  await url.fill('my shop.example');
  await analyze.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid website link.');

  // The server refuses private addresses (no SCRAPE_ALLOW_HOSTS on the main e2e server).
  await url.fill('127.0.0.1/about');
  await analyze.click();
  await expect(dialog.getByRole('alert')).toContainText('This address cannot be analyzed');
  await expect(dialog.getByLabel('About Us', { exact: true })).toHaveValue('');
});
