import type { APIRequestContext, Page } from '@playwright/test';
import { agentWithNumber } from './agents-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// The block list end to end: an owner blocks a caller from a call's page, from the inbox and from
// the Blocked callers page, and a blocked caller's next call is refused before the agent answers
// (the sandbox places it through the emulated voice platform, as a real call would come in).

const BAD_NUMBER =
  'The number to block must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.';

/** Area codes no other spec buys from; desktop and mobile run at once, each from its own. */
const areaCodeFor = (project: string) => (project === 'mobile' ? '801' : '702');

/** A call from `callerNumber` to the agent's number, played to its end; its id. */
async function ring(request: APIRequestContext, agentId: string, callerNumber: string) {
  const response = await request.post(`/api/agents/${agentId}/simulated-calls`, {
    data: { callerLines: ['Hi, what are your opening hours?', 'Thanks, bye.'], callerNumber },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { callId: string }).callId;
}

const noBlockedCallers = (page: Page) =>
  page.getByText("No blocked callers. Block a number here, or from a call's page.");

test("blocks a caller from the call's page, says what that does, and Undo takes it back", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const agent = await agentWithNumber(page.request, areaCodeFor(testInfo.project.name));
  const callId = await ring(page.request, agent.id, '(512) 555-0166');

  await page.goto(`/calls/${callId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Block this caller' }).click();
  const note = page.getByRole('status').filter({ hasText: 'are now refused' });
  await expect(note).toHaveText(/Calls from \+1 \(512\) 555-0166 are now refused before your agent answers\./);
  await expect(page.getByRole('button', { name: 'Unblock this caller' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await note.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Block this caller' })).toBeVisible();
  await expect(note).toBeHidden();

  // Blocked again, the note leads to the whole list.
  await page.getByRole('button', { name: 'Block this caller' }).click();
  await note.getByRole('link', { name: 'Blocked callers' }).click();
  await expect(page).toHaveURL('/blocked-callers');
  await expect(page.getByRole('row', { name: '+1 (512) 555-0166' })).toContainText(/Blocked \w{3} \d+/);
});

test('blocks and unblocks a number on the Blocked callers page, explaining a number it cannot read', async ({
  signedInPage: page,
}) => {
  await page.goto('/calls');
  await page.getByRole('link', { name: 'Blocked callers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked callers' })).toBeVisible();
  await expect(noBlockedCallers(page)).toBeVisible();

  const number = page.getByLabel('Number to block');
  await number.fill('call me');
  await page.getByRole('button', { name: 'Block number' }).click();
  await expect(number).toHaveAccessibleDescription(BAD_NUMBER);
  await expect(number).toHaveValue('call me');
  expect(await seriousViolations(page)).toEqual([]);

  await number.fill('(512) 555-0177');
  await page.getByLabel('Note (optional)').fill('Warranty robocalls');
  await page.getByRole('button', { name: 'Block number' }).click();
  const row = page.getByRole('row', { name: '+1 (512) 555-0177' });
  await expect(row).toContainText('Warranty robocalls');
  // When, in the owner's zone, named.
  await expect(row).toContainText(/Blocked \w{3} \d+(, \d{4})?, \d+:\d\d [AP]M \S+/);
  await expect(number).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  // The same number again is refused, and says why.
  await number.fill('+1 512 555 0177');
  await page.getByRole('button', { name: 'Block number' }).click();
  await expect(number).toHaveAccessibleDescription('This number is already blocked.');

  await page.getByRole('button', { name: 'Unblock +1 (512) 555-0177' }).click();
  await expect(noBlockedCallers(page)).toBeVisible();
});

test('a caller blocked from the inbox is refused, and their call shows under Blocked caller', async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const agent = await agentWithNumber(page.request, areaCodeFor(testInfo.project.name));
  await ring(page.request, agent.id, '(512) 555-0188');

  await page.goto('/calls');
  const row = page.getByRole('row', { name: /^Front Desk,/ });
  const more = row.getByRole('button', { name: /^More actions: Front Desk,/ });
  await more.click();
  await page.getByRole('menuitem', { name: 'Block this caller' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Calls from +1 (512) 555-0188 are blocked.' });
  await expect(toast).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Calls from +1 (512) 555-0188 are answered again.')).toBeVisible();

  // Blocked for good this time; the row's menu now offers to unblock.
  await more.click();
  await page.getByRole('menuitem', { name: 'Block this caller' }).click();
  await expect(page.getByText('Calls from +1 (512) 555-0188 are blocked.')).toBeVisible();
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Unblock this caller' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();

  const refused = await ring(page.request, agent.id, '(512) 555-0188');
  await page.getByLabel('Outcome').selectOption('Blocked caller');
  await expect(page).toHaveURL(/outcome=blocked/);
  const blocked = page.getByRole('region', { name: 'Blocked caller' });
  await expect(blocked.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(blocked.locator('tbody').getByRole('row')).toContainText('+1 (512) 555-0188');
  await expect(blocked.getByRole('link', { name: /^View call/ })).toHaveAttribute('href', `/calls/${refused}`);
});
