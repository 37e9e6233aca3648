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
  await expect(page.getByRole('region')).toHaveCount(10);

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

test('the test-call footer: Play is ready, Stop waits for a call', async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Caller');
  await openConfigure(page, agent);
  const footer = page.getByRole('group', { name: 'Test call' });
  const stop = footer.getByRole('button', { name: 'Stop' });
  await expect(stop).toHaveAttribute('aria-disabled', 'true');
  await expect(stop).toHaveAccessibleDescription('No call in progress');
  await stop.hover();
  await expect(page.getByRole('tooltip')).toHaveText('No call in progress');
  await expect(footer.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-disabled');
});

test('below 768 px the cards stack and a card opens full screen', async ({ signedInPage: page }) => {
  test.skip(test.info().project.name !== 'mobile', 'the mobile project checks the mobile layout');
  const agent = await createConfigAgent(page.request, 'Pocket');
  await openConfigure(page, agent, 'brain');
  const first = await card(page, 'Business Name').boundingBox();
  const second = await card(page, 'Type of Business').boundingBox();
  expect(first && second && Math.abs(first.x - second.x) < 1 && second.y > first.y + first.height - 1).toBe(true);

  await card(page, 'Business Name').getByRole('button', { name: 'Edit Business Name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Business Name' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box && Math.round(box.width) >= viewport.width - 1 && Math.round(box.height) >= viewport.height - 1).toBe(
    true,
  );
});
