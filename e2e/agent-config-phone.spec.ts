import { expect, test } from './support/fixtures.ts';
import { createDentalAgent } from './agents-helpers.ts';
import { card, openConfigure } from './agent-config-helpers.ts';
import { callPanel, fakeMediaLaunchOptions } from './calls-helpers.ts';

// Configuring and testing an agent on a phone (390 x 844), between customers: the first card on
// the first screen, a bottom bar no taller than a thumb, every card a tap target, and a test call
// whose conversation keeps most of the screen while the keyboard is open.

test.use({ launchOptions: fakeMediaLaunchOptions });
test.beforeEach(() => test.skip(test.info().project.name !== 'mobile', 'the phone layout is the mobile project'));

test('the first card shows on the first screen, above a bottom bar of at most 64 px', async ({
  signedInPage: page,
}) => {
  // A template's agent: the suggestions note shows too, as it does for a new owner.
  const agent = await createDentalAgent(page.request, 'Bright Smile Front Desk');
  for (const tab of ['personality', 'brain', 'responsibilities'] as const) {
    await openConfigure(page, agent, tab);
    const bar = (await page.getByRole('group', { name: 'Test call' }).boundingBox())!;
    expect(bar.height, `the ${tab} tab's bottom bar`).toBeLessThanOrEqual(64);
    const cards = page.getByRole('tabpanel').getByRole('region');
    const first = (await cards.first().boundingBox())!;
    expect(first.y + first.height, `the ${tab} tab's first card ends above the bar`).toBeLessThanOrEqual(bar.y);
    // The bar sits on the screen's bottom edge; a tab whose cards all fit above it (Personality's
    // three) has it right under its last card, in the page's flow.
    const last = (await cards.last().boundingBox())!;
    if (last.y + last.height + bar.height < 844) {
      expect(bar.y - (last.y + last.height), `the ${tab} tab's bar follows its last card`).toBeLessThanOrEqual(48);
      expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    } else expect(bar.y + bar.height, `the ${tab} tab's bar on the bottom edge`).toBeCloseTo(844, 0);
  }
  // Before a call the line is Play and who calls: the ideas to say, cut off at the edge, wait for the call.
  const testCall = page.getByRole('group', { name: 'Test call' });
  await expect(testCall.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(testCall.getByRole('group', { name: 'Things to try saying' })).toBeHidden();
});

test('with a draft waiting and suggestions shown, the first card still shows on the first screen', async ({
  signedInPage: page,
}) => {
  const agent = await createDentalAgent(page.request, 'Drafted Desk');
  // A number makes the agent live, so a saved card waits in a draft (an area code no other spec buys from).
  const offers = (await (await page.request.get('/api/phone-numbers/search?areaCode=407')).json()) as {
    phoneNumber: string;
  }[];
  const choice = offers[Math.floor(Math.random() * offers.length)]!.phoneNumber;
  const bought = await page.request.post('/api/phone-numbers', { data: { phoneNumber: choice, agentId: agent.id } });
  expect(bought.status(), await bought.text()).toBe(201);
  const saved = await page.request.patch(`/api/agents/${agent.id}/sections/greeting`, {
    data: { greeting: 'Thanks for calling Drafted Desk, how can I help?' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const tab of ['personality', 'brain', 'responsibilities'] as const) {
    await openConfigure(page, agent, tab);
    const strip = page.getByRole('region', { name: /^Draft: / });
    await expect(strip).toBeVisible();
    // One box before the tabs, one line: the draft and Publish. The suggestions note is a quiet
    // line between it and the tabs, not a second box.
    const stripBox = (await strip.boundingBox())!;
    expect(stripBox.height, `the ${tab} tab's draft strip`).toBeLessThanOrEqual(56);
    const note = page.getByRole('note', { name: 'Suggested values' });
    await expect(note).toBeVisible();
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height);
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual((await page.getByRole('tablist').boundingBox())!.y);
    const bar = (await page.getByRole('group', { name: 'Test call' }).boundingBox())!;
    const first = (await page.getByRole('tabpanel').getByRole('region').first().boundingBox())!;
    expect(first.y + first.height, `the ${tab} tab's first card ends above the bar`).toBeLessThanOrEqual(bar.y);
  }
  // Discard and the version callers hear fold under the strip's toggle; Publish stays in sight.
  const strip = page.getByRole('region', { name: /^Draft: / });
  await expect(strip.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Discard' })).toBeHidden();
  await strip.getByRole('button', { name: 'More about the draft' }).tap();
  await expect(strip.getByText(/^Callers hear version \d+ until you publish\./)).toBeVisible();
  await strip.getByRole('button', { name: 'Discard' }).tap();
  await expect(page.getByRole('dialog', { name: 'Discard your draft?' })).toBeVisible();
});

test('a tap anywhere on a card opens it, and the tabs switch with one tap each', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Thumb');
  await openConfigure(page, agent, 'brain');
  for (const tab of await page.getByRole('tab').all()) {
    expect((await tab.boundingBox())!.height, 'a tab is a thumb-sized target').toBeGreaterThanOrEqual(44);
  }
  await card(page, 'Your Hours').getByTestId('card-preview').tap();
  await expect(page.getByRole('dialog', { name: 'Your Hours' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Responsibilities' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Task Design: Thumb' })).toBeVisible();
  // A task that is off: a grey Off, and in place of a second "Off" what the task is for.
  const offers = card(page, 'Special Offers');
  await expect(offers.locator('[data-status]')).toHaveText('Off');
  await expect(offers.getByText('Promotions the agent should mention.')).toBeVisible();
  await expect(offers.getByTestId('card-preview')).toBeHidden();
});

test('with the keyboard open the test call keeps the conversation on most of the screen', async ({
  signedInPage: page,
}) => {
  const agent = await createDentalAgent(page.request, 'Pocket Desk');
  await openConfigure(page, agent);
  await page.getByRole('group', { name: 'Test call' }).getByRole('button', { name: 'Play' }).click();
  const call = callPanel(page, 'Pocket Desk');
  await expect(call.status).toHaveText('In call');
  // During the call the bar's line is Stop and the things to say, each a button.
  await expect(page.getByRole('group', { name: 'Things to try saying' })).toBeVisible();
  const viewport = await page.evaluate(() => document.querySelector('meta[name="viewport"]')!.getAttribute('content'));
  // The keyboard then shrinks the page's viewport rather than covering it.
  expect(viewport).toContain('interactive-widget=resizes-content');

  // A phone's on-screen keyboard takes about 340 of 844 px.
  await page.setViewportSize({ width: 390, height: 500 });
  const input = call.panel.getByLabel('Type to the agent');
  await input.focus();
  await call.say('Are you open on Saturday?');
  await expect(call.transcript).toContainText('You: Are you open on Saturday?');
  const log = (await call.transcript.boundingBox())!;
  expect(log.height / 500, 'the conversation’s share of the screen').toBeGreaterThanOrEqual(0.55);
  const field = (await input.boundingBox())!;
  expect(field.y + field.height, 'the message field stays on screen').toBeLessThanOrEqual(500);
  await call.panel.getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');
});
