import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { agentCard, createAgent } from './agents-helpers.ts';
import { callPanel, fakeMediaLaunchOptions, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';

// axe on the test call and the call history: no serious or critical violations.

test.use({ launchOptions: fakeMediaLaunchOptions });

test('My Agents during a test call, with the call panel open', async ({ signedInPage: page }) => {
  await createAgent(page.request, { agentName: 'Calling' });
  await createAgent(page.request, { agentName: 'Waiting' });
  await page.goto('/agents');
  await agentCard(page, 'Calling').getByRole('button', { name: 'Talk' }).click();
  const call = callPanel(page, 'Calling');
  await expect(call.transcript).toContainText('Agent: ');
  await expect(agentCard(page, 'Waiting').getByRole('button', { name: 'Another call is active' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await call.panel.getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');
});

test('Calls and a call’s page', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Listed' });
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [{ caller: 'Hi' }]);
  await page.goto('/calls');
  await expect(page.getByRole('table', { name: 'All calls' }).locator('tbody').getByRole('row')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /View call/ }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
