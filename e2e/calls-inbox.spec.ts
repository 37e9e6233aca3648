import { seriousViolations } from './axe-helpers.ts';
import { createAgent } from './agents-helpers.ts';
import {
  desktopOnly,
  enablePlumberUrgentMatters,
  importNumber,
  simulateInboundCall,
  uniqueNumber,
} from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// Two callers reach a plumber's agent: one with a flooded kitchen, one with a question the agent
// was never told the answer to. The inbox puts the urgent one first until the owner deals with it.

test.beforeEach(desktopOnly);

test('the inbox puts an urgent call first, narrows and searches the calls, and a handled call leaves the top', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Pipe Desk' });
  await enablePlumberUrgentMatters(page.request, agent.id, ['Phone']);
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550142', [
    { caller: "It's an emergency, a pipe burst and my kitchen is flooding" },
    { caller: '512-555-0142' },
    { caller: "No, that's all. Bye." },
  ]);
  await simulateInboundCall(page.request, phoneNumberId, '+14155550199', [
    { caller: 'Do you take Medicaid?' },
    { caller: 'Okay, bye.' },
  ]);

  await page.goto('/calls');
  const attention = page.getByRole('region', { name: /Needs your attention/ });
  const flooded = attention.getByRole('row', { name: /^Pipe Desk,/ });
  await expect(flooded).toContainText('Urgent matter');
  await expect(flooded).toContainText('+1 (512) 555-0142');
  await expect(flooded).toContainText(/Message: .*flooding/);
  const others = page.getByRole('region', { name: 'Other calls' });
  // Each call once: the urgent one is at the top, not again under Other calls.
  await expect(others.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(others.locator('tbody').getByRole('row').nth(0)).toContainText('Question not answered');
  // One header for both lists: the lower one's is read, takes no room, and its columns line up.
  await expect(others.getByRole('columnheader')).toHaveText(['Call', 'When', 'Duration', 'Outcome', 'Actions']);
  expect((await others.locator('thead').boundingBox())?.height).toBeLessThanOrEqual(1);
  const whenAbove = await attention.getByRole('columnheader', { name: 'When' }).boundingBox();
  const whenBelow = await others.locator('tbody td').nth(1).boundingBox();
  expect(Math.round(whenBelow!.x)).toBe(Math.round(whenAbove!.x));
  // Mark handled on the outcome's line, the time on one line with its zone: a row waiting for the
  // owner is no taller than its title and caller.
  const markHandled = await flooded.getByRole('button', { name: /^Mark handled/ }).boundingBox();
  const outcome = await flooded.getByText('Urgent matter').boundingBox();
  expect(markHandled!.y).toBeLessThan(outcome!.y + outcome!.height);
  const whenLines = await flooded
    .locator('td')
    .nth(1)
    .evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return text.getClientRects().length;
    });
  expect(whenLines).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Outcome').selectOption('Question not answered');
  await expect(page).toHaveURL(/outcome=question_unanswered/);
  const answered = page.getByRole('region', { name: 'Question not answered' });
  await expect(answered.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(answered).toContainText('+1 (415) 555-0199');
  await expect(attention).toBeHidden();

  await page.getByLabel('Outcome').selectOption('All outcomes');
  await page.getByLabel('Search calls').fill('flooded');
  const found = page.getByRole('region', { name: 'Calls mentioning “flooded”' });
  await expect(found.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(found).toContainText('Urgent matter');

  await page.getByLabel('Search calls').fill('');
  await expect(page).toHaveURL(/\/calls$/);
  await flooded.getByRole('button', { name: /^Mark handled: Pipe Desk,/ }).click();
  await expect(attention).toBeHidden();
  // Nothing listed above it any more: the list holds every call, and says so.
  const all = page.getByRole('region', { name: 'All calls' });
  await expect(all.locator('tbody').getByRole('row').nth(1)).toContainText(
    /Handled by .+ · \w{3} \d+,( \d{4},)? \d+:\d\d [AP]M [A-Z]{2,5}/,
  );

  // The call page says the same, and can reopen it.
  await all
    .locator('tbody')
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /View call/ })
    .click();
  await expect(page.getByText(/^Handled by /)).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Needs your attention')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Calls' }).click();
  await expect(
    page
      .getByRole('region', { name: /Needs your attention/ })
      .locator('tbody')
      .getByRole('row'),
  ).toHaveCount(1);
});
