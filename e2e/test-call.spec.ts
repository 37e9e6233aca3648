import { expect, test } from './support/fixtures.ts';
import { agentCard, createAgent, createDentalAgent } from './agents-helpers.ts';
import {
  callPanel,
  desktopOnly,
  expectUnavailable,
  fakeMediaLaunchOptions,
  firstMessageOf,
  setOpeningHours,
} from './calls-helpers.ts';

// The browser test call in sandbox mode, with Chromium's fake microphone.

test.use({ launchOptions: fakeMediaLaunchOptions });
test.beforeEach(desktopOnly);

test('a call from My Agents: first message, a typed question answered from the agent, one call at a time, End Call, then in Calls', async ({
  signedInPage: page,
}) => {
  const agent = await createDentalAgent(page.request, 'Bright Smile');
  const hours = await setOpeningHours(page.request, agent.id);
  await createAgent(page.request, { agentName: 'Second' });
  const greeting = await firstMessageOf(page.request, agent.vapiAgentId!);

  await page.goto('/agents');
  await agentCard(page, 'Bright Smile').getByRole('button', { name: 'Talk' }).click();
  const call = callPanel(page, 'Bright Smile');
  await expect(call.status).toHaveText('In call');
  await expect(call.transcript).toContainText(`Agent: ${greeting}`);
  // In the sandbox the owner is told who answers: not the AI model, a rule-based stand-in.
  await expect(call.panel).toContainText('Sandbox: a rule-based stand-in answers from your agent’s settings');

  // The fake microphone's tone moves the level meter; no microphone note is shown.
  const meter = call.panel.getByRole('meter', { name: 'Voice level' });
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(call.panel.getByText(/Microphone unavailable/)).toHaveCount(0);

  const other = agentCard(page, 'Second').getByRole('button', { name: 'Another call is active' });
  await expectUnavailable(other, 'Another call is active');

  await call.say('What are your hours?');
  await expect(call.transcript).toContainText('You: What are your hours?');
  await expect(call.transcript).toContainText(hours);

  await agentCard(page, 'Bright Smile').getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');
  await expect(agentCard(page, 'Second').getByRole('button', { name: 'Talk' })).not.toHaveAttribute('aria-disabled');
  await expect(agentCard(page, 'Bright Smile').getByRole('button', { name: 'Talk' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Calls' }).click();
  await expect(page).toHaveURL('/calls');
  const record = page.getByRole('row', { name: /^Bright Smile,/ });
  await expect(record).toContainText('Browser test call');
  await expect(record).toContainText('Caller hung up');
  await expect(record).toContainText('What are your hours?');
  await record.getByRole('link', { name: /View call/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText(`Bright Smile: ${greeting}`);
  await expect(transcript).toContainText('Caller: What are your hours?');
  await expect(transcript).toContainText(hours);
});

test('the hub’s Talk Now keeps the call across pages; the configuration footer’s Play turns Stop', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Hubby' });
  await page.goto(`/agent/${agent.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Talk Now' }).click();
  const call = callPanel(page, 'Hubby');
  await expect(call.status).toHaveText('In call');
  await main.getByRole('link', { name: 'Back to Agents' }).click();
  await expect(call.status).toHaveText('In call');
  await agentCard(page, 'Hubby').getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');
  await call.panel.getByRole('button', { name: 'Close the test call panel' }).click();
  await expect(call.panel).toHaveCount(0);

  await page.goto(`/agent/${agent.id}/configure`);
  const footer = page.getByRole('group', { name: 'Test call' });
  await expect(footer.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await footer.getByRole('button', { name: 'Play' }).click();
  await expect(call.status).toHaveText('In call');
  await expect(call.transcript).toContainText('Agent: ');
  // The one button turned: Stop while the call runs, no Play beside it.
  await expect(footer.getByRole('button', { name: 'Play' })).toHaveCount(0);
  await footer.getByRole('button', { name: 'Stop' }).click();
  await expect(call.status).toHaveText('Call ended');
  await expect(footer.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-disabled');
  await expect(footer.getByRole('button', { name: 'Stop' })).toHaveCount(0);
});

test('the floating call panel never covers the test bar’s Stop or its things to say', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Beside' });
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/agent/${agent.id}/configure`);
    const footer = page.getByRole('group', { name: 'Test call' });
    await footer.getByRole('button', { name: 'Play' }).click();
    const call = callPanel(page, 'Beside');
    await expect(call.status).toHaveText('In call');
    const panel = (await call.panel.boundingBox())!;
    // The whole bar, Stop and the row of things to say (live buttons now) stand clear of the panel.
    await expect(footer.getByRole('group', { name: 'Things to try saying' }).getByRole('button').first()).toBeVisible();
    expect(overlaps((await footer.boundingBox())!, panel), `at ${width} px`).toBe(false);
    await footer.getByRole('button', { name: 'Stop' }).click();
    await expect(call.status).toHaveText('Call ended');
    await call.panel.getByRole('button', { name: 'Close the test call panel' }).click();
  }
});

test('without a microphone the call goes on by typing, with a note', async ({ signedInPage: page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  const agent = await createAgent(page.request, { agentName: 'Quiet' });
  const hours = await setOpeningHours(page.request, agent.id);
  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Talk Now' }).click();
  const call = callPanel(page, 'Quiet');
  await expect(call.status).toHaveText('In call');
  await expect(call.panel.getByText(/Microphone unavailable: the call goes on by typing/)).toBeVisible();
  await call.say('When are you open?');
  await expect(call.transcript).toContainText(hours);
  await call.panel.getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');
});
