import { seriousViolations } from './axe-helpers.ts';
import { createAgent } from './agents-helpers.ts';
import { desktopOnly, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// Two callers ring the owner's agent through the sandbox; the analytics page counts them, today,
// for all agents and for that agent.

test.beforeEach(desktopOnly);

test('calls to the agent are counted on the analytics page', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  await createAgent(page.request, { agentName: 'Night Desk' });
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  for (const caller of ['+15125550123', '+15125550124']) {
    await simulateInboundCall(page.request, phoneNumberId, caller, [
      { caller: 'What are your opening hours?' },
      { caller: 'Thanks, bye.' },
    ]);
  }

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Calls' }).click();
  await page.getByRole('link', { name: 'Call analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call analytics' })).toBeVisible();
  // What the figures cover and what they leave out, in one line under the title.
  await expect(
    page.getByText(/^\w+ \d+ – \w+ \d+, \d{4}\. Days and hours in .+\. Test calls from the portal are not counted\.$/),
  ).toBeVisible();
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText('Calls2Up 2 from the 30 days before');
  // Today is the last row of the table the chart is drawn from.
  const today = page.getByRole('table', { name: 'Calls per day' }).getByRole('row').last();
  await expect(today).toContainText(/^\w+, \w+ \d+2/);
  // Pointing at today's bar names the day and its calls.
  await page.locator('[data-day]').last().hover();
  await expect(page.getByText(/^\w+, \w+ \d+: 2 calls$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outcomes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radiogroup', { name: 'Period' }).getByText('7 days').click();
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Front Desk' });
  await expect(page).toHaveURL(new RegExp(`/analytics\\?period=7&agentId=${agent.id}$`));
  await expect(totals).toContainText('Calls2Up 2 from the 7 days before');

  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Night Desk' });
  await expect(page.getByText('No calls for this agent in the last 7 days.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone the report fits the screen's width: nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'All agents' });
  const hours = page.getByRole('table', { name: 'Calls by weekday and hour' });
  await expect(hours).toBeVisible();
  // The hours run down on a phone: a weekday is a column wide enough to see, and an hour is named
  // level with its row (Monday's 3 AM cell beside '3 AM').
  const mondayAt3 = (await hours.locator('tbody tr').first().locator('td').nth(3).boundingBox())!;
  const named3 = (await hours.getByRole('columnheader', { name: '3 AM', exact: true }).boundingBox())!;
  expect(mondayAt3.width).toBeGreaterThan(30);
  expect(Math.abs(named3.y + named3.height / 2 - (mondayAt3.y + mondayAt3.height / 2))).toBeLessThan(2);
  // Seven days are bars on a phone too; thirty are too many for bars this narrow: they are a line.
  await expect(page.getByText('Point at or tap a bar to see its day.')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('30 days').click();
  await expect(page.getByText('Point at or tap the line to see a day.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('analytics-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
