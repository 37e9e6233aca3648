import type { APIRequestContext, Page } from '@playwright/test';
import { card, openCard, openConfigure, pageMessage } from './agent-config-helpers.ts';
import { agentWithNumber, notification } from './agents-helpers.ts';
import { desktopOnly } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// The Recording & Privacy card end to end, offline: a new agent tells callers the call is
// recorded; the owner changes the notice, saves and publishes, and the next caller hears it first
// (in the call's transcript); with recording switched off and published, the portal keeps no
// transcript or recording of the next call, only its outcome.

const CALLER = '+15125550173';
const NOTICE = 'This call is recorded for quality and training.';

/** A call from the caller to the agent's number, saying `callerLines`; its id. */
async function ring(request: APIRequestContext, agentId: string, callerLines: string[]) {
  const response = await request.post(`/api/agents/${agentId}/simulated-calls`, {
    data: { callerLines, callerNumber: CALLER },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { callId: string }).callId;
}

/** Publishes the draft from the draft bar, the card's changes named in the dialog. */
async function publish(page: Page) {
  await page
    .getByRole('region', { name: /^Draft: / })
    .getByRole('button', { name: 'Publish' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(dialog.getByRole('heading', { name: 'Recording & Privacy changed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notification(page, /Version \d+ published/)).toBeVisible();
}

test('tells callers of the recording, and keeps nothing of a call while recording is off', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  test.setTimeout(180_000);
  const request = page.request;
  const agent = await agentWithNumber(request, '512');

  // The card's defaults are in force before the owner opens it.
  await openConfigure(page, agent, 'responsibilities');
  const privacy = card(page, 'Recording & Privacy');
  await expect(privacy).toContainText('Recorded, with a notice before the greeting');
  await expect(privacy).toContainText('Completed');

  // The notice changed in the card, saved to the draft and published.
  let dialog = await openCard(page, 'Recording & Privacy');
  await expect(dialog.getByRole('switch', { name: 'Record calls' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Spoken before the greeting' })).toBeChecked();
  await dialog.getByLabel('What callers hear about the recording').fill(NOTICE);
  await expect(dialog.getByRole('region', { name: 'What callers hear first' })).toContainText(NOTICE);
  await checkWidths(page);
  await desktopWidth(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Recording & Privacy saved successfully!')).toBeVisible();
  await publish(page);

  // The next caller hears the notice first, as the call page's transcript shows.
  const recorded = await ring(request, agent.id, ['Hi, are you open on Saturday?']);
  await page.goto(`/calls/${recorded}`);
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem').first()).toContainText(NOTICE);
  await checkWidths(page);
  await desktopWidth(page);

  // Recording switched off and published: nothing is announced, and nothing of the call is kept.
  await openConfigure(page, agent, 'responsibilities');
  dialog = await openCard(page, 'Recording & Privacy');
  await dialog.getByRole('switch', { name: 'Record calls' }).uncheck();
  await expect(dialog.getByRole('radio', { name: 'Spoken before the greeting' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Recording & Privacy saved successfully!')).toBeVisible();
  await expect(card(page, 'Recording & Privacy')).toContainText('Not recorded');
  await publish(page);

  const unrecorded = await ring(request, agent.id, [
    'Could someone call me back about my bill? My name is Lee Wong and my number is 512-555-0173.',
  ]);
  await page.goto(`/calls/${unrecorded}`);
  await expect(page.getByText('No transcript was recorded.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transcript' })).toHaveCount(0);
  await expect(page.getByLabel('Call recording')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Outcome' })).toBeVisible();
  await checkWidths(page);
});
