import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { agentCard, createAgent } from './agents-helpers.ts';
import {
  callPanel,
  desktopOnly,
  fakeMediaLaunchOptions,
  firstMessageOf,
  importNumber,
  simulateInboundCall,
  uniqueNumber,
} from './calls-helpers.ts';

// What an owner sees of a call: its page reads like a phone bill and a conversation, and a test
// call cut short by a reload is over, and said to be, instead of staying "in progress".

test.use({ launchOptions: fakeMediaLaunchOptions });
test.beforeEach(desktopOnly);

test('a call page shows the cost in dollars and cents and each turn by the agent’s name or “Caller”', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  const greeting = await firstMessageOf(page.request, agent.vapiAgentId!);
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [{ caller: 'Do you open on Saturday?' }]);

  // The sandbox bills nothing, so its calls carry no cost: the real platform's is given here.
  await page.route('**/api/calls/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), cost: 0.0712 } });
  });
  await page.goto('/calls');
  await page
    .getByRole('row', { name: /^Front Desk,/ })
    .getByRole('link', { name: /View call/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible();
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.getByText('$0.07', { exact: true })).toBeVisible();

  const turns = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  await expect(turns.first()).toHaveText(`Front Desk: ${greeting}`);
  await expect(turns.nth(1)).toHaveText('Caller: Do you open on Saturday?');
  await expect(turns.filter({ hasText: /^(AI|User|assistant|user):/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a reload mid test call ends the call, says so, and the call history has it ended', async ({
  signedInPage: page,
}) => {
  await createAgent(page.request, { agentName: 'Reload Ruth' });
  await page.goto('/agents');
  await agentCard(page, 'Reload Ruth').getByRole('button', { name: 'Talk' }).click();
  const call = callPanel(page, 'Reload Ruth');
  await expect(call.status).toHaveText('In call');
  await call.say('What are your hours?');
  await expect(call.transcript).toContainText('You: What are your hours?');

  await page.reload();
  await expect(call.status).toHaveText('Call ended');
  await expect(call.panel).toContainText('The test call ended when the page was reloaded or left.');
  await expect(agentCard(page, 'Reload Ruth').getByRole('button', { name: 'Talk' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await call.panel.getByRole('link', { name: 'Open the call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible();
  const facts = page.getByRole('main').locator('dl');
  await expect(facts).toContainText('Caller hung up');
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Caller: What are your hours?');

  await page.getByRole('link', { name: 'Back to Calls' }).click();
  const record = page.getByRole('row', { name: /^Reload Ruth,/ });
  await expect(record).toContainText('Browser test call');
  await expect(record).toContainText('Caller hung up');
  await call.panel.getByRole('button', { name: 'Close the test call panel' }).click();
  await expect(call.panel).toHaveCount(0);
});
