import { expect, test } from './support/fixtures.ts';
import { card, cardStatus, createConfigAgent, openConfigure, pageMessage } from './agent-config-helpers.ts';

// The configuration page itself: tabs and titles, ?tab, the header, the footer.

test('the tabs show their titles and cards, ?tab picks one and the URL follows', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Tab Tester');
  await openConfigure(page, agent, 'brain');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Brain Design: Tab Tester');
  await expect(page.getByRole('tab', { name: 'Brain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(12);

  await page.getByRole('tab', { name: 'Responsibilities' }).click();
  await expect(page).toHaveURL(`/agent/${agent.id}/configure?tab=responsibilities`);
  await expect(h1).toHaveText('Task Design: Tab Tester');
  await expect(page.getByRole('heading', { name: 'Available Tasks' })).toBeVisible();
  // The ten tasks, the Texts card and the Recording & Privacy card.
  await expect(page.getByRole('region')).toHaveCount(12);
  await expect(card(page, 'Texts')).toBeVisible();
  await expect(card(page, 'Recording & Privacy')).toBeVisible();

  await page.getByRole('tab', { name: 'Personality' }).click();
  await expect(page).toHaveURL(`/agent/${agent.id}/configure?tab=personality`);
  await expect(h1).toHaveText('Personality Design: Tab Tester');
  for (const title of ['Agent Name & Avatar', 'Voice', 'Vibe & Accent']) await expect(card(page, title)).toBeVisible();

  // The tab changes replaced the history entry instead of adding one per click.
  await page.goBack();
  await expect(page).not.toHaveURL(/configure/);

  await page.goto(`/agent/${agent.id}/configure?tab=settings`);
  await expect(h1).toHaveText('Personality Design: Tab Tester');
});

test('an unknown agent shows the error panel with the reason', async ({ signedInPage: page }) => {
  await page.goto('/agent/00000000-0000-4000-8000-000000000000/configure');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Could not load agent data.');
  await expect(panel).toContainText('Agent not found or access denied.');
});

test('the header saves the name, notices no change, and leads to the profile', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Before Rename');
  await page.goto('/agents');
  await openConfigure(page, agent);
  // The name typed at creation is the owner's, not a suggestion.
  await expect(cardStatus(page, 'Agent Name & Avatar')).toHaveText('Completed');

  // The name's form waits under the header's disclosure.
  const disclosure = page.getByRole('button', { name: 'Edit name & avatar' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Agent name' })).toBeHidden();
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('textbox', { name: 'Agent name' }).fill('After Rename');
  await page.getByRole('button', { name: 'Save Name & Avatar' }).click();
  await expect(pageMessage(page, 'Agent Name & Avatar saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personality Design: After Rename');
  await expect(cardStatus(page, 'Agent Name & Avatar')).toHaveText('Completed');

  await page.getByRole('button', { name: 'Save Name & Avatar' }).click();
  await expect(pageMessage(page, 'No changes detected to save for this section.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Agent name' }).fill('  ');
  await page.getByRole('button', { name: 'Save Name & Avatar' }).click();
  await expect(page.getByText('Please enter a name.')).toBeVisible();

  await page.getByRole('link', { name: 'View Profile Overview' }).click();
  await expect(page).toHaveURL(`/agent/${agent.id}/profile`);
});

test('the test-call footer: one Play button, ready, and no Stop before a call', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Caller');
  await openConfigure(page, agent);
  const footer = page.getByRole('group', { name: 'Test call' });
  await expect(footer.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-disabled');
  await expect(footer.getByRole('button')).toHaveCount(1);
});

test('the test-call bar never covers a card: not a focused one, nor the last', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Covered');
  await openConfigure(page, agent, 'brain');
  const bar = page.getByRole('group', { name: 'Test call' });
  // Tab from the tabs through the twelve cards' Edit buttons: each scrolls into view above the bar.
  await page.getByRole('tab', { name: 'Brain' }).focus();
  const seen: string[] = [];
  for (let presses = 0; seen.length < 12 && presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const name = (await focused.getAttribute('aria-label')) ?? '';
    if (!name.startsWith('Edit ')) continue;
    seen.push(name);
    const [button, top] = [(await focused.boundingBox())!, (await bar.boundingBox())!];
    expect(button.y + button.height, `${name} shows above the bar`).toBeLessThanOrEqual(top.y);
  }
  expect(seen).toHaveLength(12);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = (await card(page, 'Website Info').boundingBox())!;
  expect(last.y + last.height, 'the last card ends above the bar').toBeLessThanOrEqual((await bar.boundingBox())!.y);
});

test('below 768 px the cards stack and a card opens as a sheet with Save under its fields', async ({
  signedInPage: page,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the mobile project checks the mobile layout');
  const agent = await createConfigAgent(page.request, 'Pocket');
  await openConfigure(page, agent, 'brain');
  const first = await card(page, 'Business Name').boundingBox();
  const second = await card(page, 'Type of Business').boundingBox();
  expect(first && second && Math.abs(first.x - second.x) < 1 && second.y > first.y + first.height - 1).toBe(true);

  // The sheet spans the width and rises from the bottom edge, as tall as its fields (at most the
  // screen): Save sits at the bottom of the screen, right under a one-field form as under a long one.
  const viewport = page.viewportSize()!;
  for (const title of ['Business Name', 'Your Hours']) {
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: /^Save/ });
    await expect(save).toBeVisible();
    // Measured once the sheet has finished rising.
    await expect
      .poll(async () => {
        const box = (await dialog.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(viewport.height);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width), `${title}: the sheet spans the width`).toBeGreaterThanOrEqual(viewport.width - 1);
    const button = (await save.boundingBox())!;
    expect(viewport.height - (button.y + button.height), `${title}: Save at the bottom`).toBeLessThanOrEqual(24);
    if (title === 'Business Name') {
      const field = (await dialog.getByRole('textbox', { name: 'Business Name' }).boundingBox())!;
      expect(button.y - (field.y + field.height), 'Save right under the field').toBeLessThanOrEqual(120);
      expect(box.height, 'a one-field sheet no taller than its content').toBeLessThan(viewport.height / 2);
    } else {
      expect(box.y, 'a long sheet stays within the screen').toBeGreaterThanOrEqual(0);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
