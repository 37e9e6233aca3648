import type { APIRequestContext } from '@playwright/test';
import { assistantOf, card, createConfigAgent, openCard, openConfigure, pageMessage } from './agent-config-helpers.ts';
import { notification } from './agents-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// Once an agent answers a number, a saved card changes its draft; callers keep hearing the
// published version until the owner publishes, and any version can come back as the draft.

/** Gives the agent a number (it then answers calls), from an area code no other spec buys from. */
async function answerANumber(request: APIRequestContext, agentId: string) {
  const search = await request.get('/api/phone-numbers/search?areaCode=503');
  expect(search.status(), await search.text()).toBe(200);
  const offers = (await search.json()) as { phoneNumber: string }[];
  const choice = offers[Math.floor(Math.random() * offers.length)];
  const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: choice!.phoneNumber, agentId } });
  expect(bought.status(), await bought.text()).toBe(201);
}

test('a live agent: edits wait in a draft, publishing makes a version, an old one comes back as the draft', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const agent = await createConfigAgent(page.request, 'Versioned Desk', 'dental_clinic');
  await answerANumber(page.request, agent.id);
  const heard = (await assistantOf(page.request, agent)).firstMessage;

  await openConfigure(page, agent, 'responsibilities');
  const draftBar = page.getByRole('region', { name: /^Draft: / });
  await expect(draftBar).toHaveCount(0);
  const dialog = await openCard(page, 'Greeting');
  await dialog.getByLabel('Greeting', { exact: true }).fill('Thanks for calling Versioned Dental, how can I help?');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Greeting saved successfully!')).toBeVisible();
  await expect(draftBar).toHaveAccessibleName('Draft: 1 change not published');
  await expect(draftBar).toContainText('Callers hear version 1 until you publish.');
  // Callers still hear what was published.
  expect((await assistantOf(page.request, agent)).firstMessage).toBe(heard);

  await draftBar.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(publish.getByRole('heading', { name: 'Greeting changed' })).toBeVisible();
  await expect(publish).toContainText('Thanks for calling Versioned Dental, how can I help?');
  await publish.getByRole('textbox', { name: 'Note' }).fill('A warmer greeting');
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notification(page, 'Version 2 published. Callers hear it from the next call.')).toBeVisible();
  await expect(publish).toBeHidden();
  await expect(draftBar).toHaveCount(0);
  await expect
    .poll(async () => (await assistantOf(page.request, agent)).firstMessage)
    // After the recording notice every agent says first by default.
    .toBe('This call is recorded. Thanks for calling Versioned Dental, how can I help?');
  await expect(card(page, 'Greeting')).toContainText('Thanks for calling Versioned Dental');

  await page.getByRole('link', { name: 'Callers hear version 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Version history' })).toBeVisible();
  const versions = page.getByRole('article');
  await expect(versions).toHaveCount(2);
  const latest = page.getByRole('article', { name: 'Version 2' });
  await expect(latest.getByText('Live', { exact: true })).toBeVisible();
  await expect(latest).toContainText('A warmer greeting');
  await expect(latest).toContainText('Greeting changed');

  await page.getByRole('article', { name: 'Version 1' }).getByRole('button', { name: 'Restore this version' }).click();
  await expect(notification(page, 'Version 1 is now your draft.')).toBeVisible();
  await expect(draftBar).toHaveAccessibleName('Draft: 1 change not published');
  // Restored as a draft: callers keep hearing version 2.
  expect((await assistantOf(page.request, agent)).firstMessage).toBe(
    'This call is recorded. Thanks for calling Versioned Dental, how can I help?',
  );

  await page.goto(`/agent/${agent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Hub' })).toBeVisible();
  await expect(draftBar).toHaveAccessibleName('Draft: 1 change not published');
});
