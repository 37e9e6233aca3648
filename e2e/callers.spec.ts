import type { APIRequestContext } from '@playwright/test';
import { agentWithNumber } from './agents-helpers.ts';
import { callPanel, fakeMediaLaunchOptions } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { checkWidths } from './widths-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';

// The caller directory end to end: calls placed to an agent's number (through the emulated voice
// platform, as real calls come in) list their callers; the owner finds one, leaves a note for the
// agent, sees their calls and deletes them; and a test call can pretend to be one of them.

// The test call below talks through Chromium's fake microphone.
test.use({ launchOptions: fakeMediaLaunchOptions });

/** Area codes no other spec buys from; each project runs at once with its own. */
const areaCodeFor = (project: string) => ({ mobile: '704', tablet: '612' })[project] ?? '615';

/** A call from `callerNumber` to the agent's number, saying `callerLines`, played to its end; its id. */
async function ring(request: APIRequestContext, agentId: string, callerNumber: string, callerLines: string[]) {
  const response = await request.post(`/api/agents/${agentId}/simulated-calls`, {
    data: { callerLines, callerNumber },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { callId: string }).callId;
}

test('finds a caller, leaves a note for the agent, sees their calls and deletes them', async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(180_000);
  const agent = await agentWithNumber(page.request, areaCodeFor(testInfo.project.name));
  const first = await ring(page.request, agent.id, '(512) 555-0171', [
    'Hi, this is Dana Whitfield. What are your opening hours?',
    'Thanks, bye.',
  ]);
  await ring(page.request, agent.id, '(512) 555-0171', ['Hi, what are your opening hours?', 'Thanks, bye.']);
  await ring(page.request, agent.id, '(512) 555-0172', ['Hello, do you take walk-ins?', 'Okay, bye.']);

  // From the inbox's header.
  await page.goto('/calls');
  await page.getByRole('link', { name: 'Callers', exact: true }).click();
  await expect(page).toHaveURL('/callers');
  await expect(page.getByRole('heading', { level: 1, name: 'Callers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Callers' });
  const dana = table.getByRole('row').filter({ has: page.getByRole('link', { name: /^Dana Whitfield, / }) });
  await expect(dana).toContainText('+1 (512) 555-0171');
  await expect(table.getByRole('row')).toHaveCount(3);
  await checkWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A few letters of the name find them; the search stays in the address.
  await page.getByRole('searchbox', { name: 'Search callers' }).fill('whit');
  await expect(page).toHaveURL('/callers?search=whit');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search callers' }).fill('nobody at all');
  await expect(page.getByText('No callers match “nobody at all”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search callers' }).fill('0171');
  await expect(table.getByRole('row')).toHaveCount(2);

  await dana.getByRole('link', { name: /^Dana Whitfield, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  const danaPage = new URL(page.url()).pathname;
  await expect(page.getByLabel('About this caller')).toContainText('Calls2');
  const calls = page.getByRole('list', { name: 'Their calls' });
  await expect(calls.getByRole('listitem')).toHaveCount(2);

  const note = page.getByRole('textbox', { name: 'Note for your agent' });
  await note.fill('Prefers morning appointments.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await page.reload();
  await expect(note).toHaveValue('Prefers morning appointments.');
  await checkWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A call leads back to its caller, from its page and from the inbox's menu.
  await calls
    .getByRole('link', { name: /^View call/ })
    .last()
    .click();
  await expect(page).toHaveURL(`/calls/${first}`);
  await page.getByRole('link', { name: '+1 (512) 555-0171' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete caller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete caller' });
  await expect(dialog).toContainText('Kept: their calls, with their outcome, times and cost');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete caller' }).click();
  await expect(page).toHaveURL('/callers');
  await expect(page.getByText(/^Caller deleted\./)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('Dana Whitfield');

  // Their calls stay, without their number; the deleted caller's page says they are gone.
  await page.goto(`/calls/${first}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('555-0171');
  await page.goto(danaPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Caller not found' })).toBeVisible();
  await expect(page.getByText('This caller was not found. They may have been deleted.')).toBeVisible();
});

test("the inbox's menu leads to the caller", async ({ signedInPage: page }, testInfo) => {
  test.setTimeout(120_000);
  const agent = await agentWithNumber(page.request, areaCodeFor(testInfo.project.name));
  await ring(page.request, agent.id, '(512) 555-0173', ['Hi, this is Sam Ortiz. Are you open today?', 'Bye.']);
  await page.goto('/calls');
  await page
    .getByRole('row', { name: /^Front Desk,/ })
    .getByRole('button', { name: /^More actions: Front Desk,/ })
    .click();
  await page.getByRole('menuitem', { name: 'View caller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Ortiz' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Callers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Callers' })).toBeVisible();
});

test.describe('a test call', () => {
  test('pretends to be a caller the owner picks: the agent is told who they are and greets them', async ({
    signedInPage: page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const agent = await agentWithNumber(page.request, areaCodeFor(testInfo.project.name));
    await ring(page.request, agent.id, '(512) 555-0174', ['Hi, this is Lee Park. Are you open today?', 'Bye.']);
    await page.goto(`/agent/${agent.id}/configure`);
    const bar = page.getByRole('group', { name: 'Test call' });
    const callAs = bar.getByRole('combobox', { name: 'Call as' });
    await expect(callAs).toHaveValue('');
    // Pointing at the field reads the callers.
    await callAs.hover();
    await expect(callAs.getByRole('option', { name: /^Lee Park, / })).toHaveCount(1);
    await callAs.selectOption({ label: (await callAs.getByRole('option', { name: /^Lee Park, / }).textContent())! });

    const webCall = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/call/web'));
    await bar.getByRole('button', { name: 'Play' }).click();
    const body = (await webCall).postDataJSON() as { assistantOverrides?: { variableValues: Record<string, string> } };
    expect(body.assistantOverrides?.variableValues).toMatchObject({ caller_name: 'Lee Park' });
    // The agent greets them by name, as on a call from their number.
    await expect(callPanel(page, 'Front Desk').transcript).toContainText('Hi Lee, good to hear from you again.');
    await expect(callAs).toBeDisabled();
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(callAs).toBeEnabled();
  });
});
