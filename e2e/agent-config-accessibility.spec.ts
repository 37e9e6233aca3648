import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { createConfigAgent, desktopOnly, openCard, openConfigure } from './agent-config-helpers.ts';

// The footer's Play/Stop pair is the shared call controls, checked with the call feature.
const TEST_CALL_CONTROLS = '[aria-label="Test call"]';

// axe on the configuration page and its special editors: no serious or critical violations.
// One test a tab: each runs axe up to eight times, which takes a while on a busy machine.

test('the Personality tab, the name and avatar, and its editors', async ({ signedInPage: page }) => {
  desktopOnly();
  test.setTimeout(90_000);
  const agent = await createConfigAgent(page.request, 'Accessible', 'dental_clinic');
  await openConfigure(page, agent);
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS })).toEqual([]);
  // The header's name and avatar, opened.
  const disclosure = page.getByRole('button', { name: 'Edit name & avatar' });
  await disclosure.click();
  await expect(page.getByRole('textbox', { name: 'Agent name' })).toBeVisible();
  // At rest, not under the pointer that opened it.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS }), 'name and avatar').toEqual([]);
  await disclosure.click();
  for (const title of ['Voice', 'Vibe & Accent']) {
    await openCard(page, title);
    expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS }), title).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('the Brain tab and its editors, with the AI rewrite', async ({ signedInPage: page }) => {
  desktopOnly();
  test.setTimeout(90_000);
  const agent = await createConfigAgent(page.request, 'Accessible', 'dental_clinic');
  await openConfigure(page, agent);
  await page.getByRole('tab', { name: 'Brain' }).click();
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS })).toEqual([]);
  for (const title of ['Your Hours', 'Website Info', 'About Us']) {
    await openCard(page, title);
    expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS }), title).toEqual([]);
    await page.keyboard.press('Escape');
  }
  const about = await openCard(page, 'About Us');
  await about.getByLabel('About Us', { exact: true }).fill('family dental practice   since 1998');
  await about.getByRole('button', { name: 'Rewrite with AI' }).click();
  await expect(about.getByText('Text rewritten successfully with AI!')).toBeVisible();
  await about.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('About Us saved successfully!')).toBeVisible();
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS })).toEqual([]);
});

test('the Responsibilities tab and its tasks, switched on', async ({ signedInPage: page }) => {
  desktopOnly();
  test.setTimeout(90_000);
  const agent = await createConfigAgent(page.request, 'Accessible', 'dental_clinic');
  await openConfigure(page, agent);
  await page.getByRole('tab', { name: 'Responsibilities' }).click();
  expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS })).toEqual([]);
  for (const title of ['Call Forwarding', 'Scheduling', 'Urgent Matters']) {
    const dialog = await openCard(page, title);
    const toggle = dialog.getByRole('switch').first();
    const switchedOn = !(await toggle.isChecked());
    if (switchedOn) await toggle.click();
    expect(await seriousViolations(page, { exclude: TEST_CALL_CONTROLS }), title).toEqual([]);
    await page.keyboard.press('Escape');
    // Switching a task on is an edit: closing asks first.
    if (switchedOn)
      await page
        .getByRole('alertdialog', { name: 'Discard your changes?' })
        .getByRole('button', { name: 'Discard' })
        .click();
    await expect(dialog).toBeHidden();
  }
});
