import type { APIRequestContext, Page } from '@playwright/test';
import { startFixtureSite } from '../apps/server/src/ingestion/crawl/fixture-site.ts';
import { seriousViolations } from './axe-helpers.ts';
import { assistantOf, card, cardStatus, createConfigAgent, systemPrompt } from './agent-config-helpers.ts';
import { importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { createVerifiedUser } from './support/users.ts';

// One import end to end: a realistic small-business site served on loopback (structured data,
// sitemap, robots.txt), read by a server whose SCRAPE_ALLOW_HOSTS lets it through.

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startFixtureSite>> | undefined;
let server: RunningServer | undefined;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'behaviour is covered in the desktop project');
  test.setTimeout(150_000);
  site = await startFixtureSite();
  server = await startServer({ SCRAPE_ALLOW_HOSTS: site.host });
});

test.afterAll(async () => {
  await server?.stop();
  await site?.close();
});

test.beforeEach(async ({ context, playwright }) => {
  api = await playwright.request.newContext({ baseURL: server!.url });
  await createVerifiedUser(api, server!.url);
  await context.addCookies((await api.storageState()).cookies);
});

test.afterEach(async () => {
  await api?.dispose();
});

/** The agent's Brain tab with the import dialog open on it. */
async function openImport(page: Page, agentId: string, agentName: string) {
  await page.goto(`${server!.url}/agent/${agentId}/configure?tab=brain`);
  await expect(page.getByRole('heading', { level: 1, name: `Brain Design: ${agentName}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Import from your website' }).click();
  return page.getByRole('dialog', { name: 'Import from your website' });
}

/** The import dialog after reading the fixture site, in the sandbox (no language model). */
async function readFixtureSite(page: Page, agentId: string, agentName: string) {
  const dialog = await openImport(page, agentId, agentName);
  await dialog.getByLabel('Your website').fill(site!.origin);
  await dialog.getByRole('button', { name: 'Read my website' }).click();
  await expect(dialog.getByText(/^Read 11 pages of 127\.0\.0\.1\./)).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('imports the website card by card, and the agent answers callers from what was accepted', async ({ page }) => {
  test.setTimeout(120_000);
  const agent = await createConfigAgent(api, 'Sam');
  const dialog = await readFixtureSite(page, agent.id, 'Sam');
  await expect(dialog.getByText('No language model is connected here', { exact: false })).toBeVisible();

  const proposal = (title: string) => dialog.getByRole('region', { name: title, exact: true });
  await expect(proposal('Business Name').getByLabel('From your website')).toHaveValue('Bright Smile Dental');
  await expect(proposal('Your Hours')).toContainText('Found on:');
  await expect(proposal('FAQ & Policies').getByLabel('From your website')).toHaveValue(/^Q: .+\nA: /);
  expect(await dialog.getByRole('region').count()).toBeGreaterThanOrEqual(8);
  expect(await seriousViolations(page)).toEqual([]);

  // One card edited and accepted alone, one skipped, then every other card at once.
  const prices = proposal('Your Prices').getByLabel('From your website');
  await prices.fill('- Cleaning: $120\n- Whitening: $299');
  await proposal('Your Prices').getByRole('button', { name: 'Accept Your Prices' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '1 card saved.' })).toBeVisible();
  await expect(proposal('Your Prices').getByText('Accepted')).toBeVisible();
  await proposal('About Us').getByRole('button', { name: 'Skip About Us' }).click();
  await expect(proposal('About Us').getByText('Skipped')).toBeVisible();
  const acceptAll = dialog.getByRole('button', { name: /^Accept all for empty cards \(\d+\)$/ });
  const count = Number((await acceptAll.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThanOrEqual(6);
  await acceptAll.click();
  await expect(dialog.getByRole('status').filter({ hasText: `${count} cards saved.` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept all for empty cards (0)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const title of ['Business Name', 'Your Hours', 'Your Prices', 'Contact Info', 'FAQ & Policies']) {
    await expect(cardStatus(page, title)).toHaveText('Completed');
  }
  await expect(cardStatus(page, 'About Us')).not.toHaveText('Completed');
  await expect(card(page, 'Your Prices')).toContainText('Whitening: $299');

  // The assistant was pushed with the accepted facts, and a caller is answered from them.
  const prompt = systemPrompt(await assistantOf(api, agent));
  expect(prompt).toContain('Bright Smile Dental');
  expect(prompt).toContain('Whitening: $299');
  const numberId = await importNumber(api, agent.vapiAgentId!, uniqueNumber());
  const call = await simulateInboundCall(api, numberId, '+15125550111', [{ caller: 'How much is whitening?' }]);
  expect(call.transcript).toContain('$299');
});

// The review at both widths: the desktop layout and a phone's full-screen dialog.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`"Accept all for empty cards" leaves the cards the owner wrote and says which (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // The dental template suggests its week and its FAQ; the owner wrote FAQ & Policies over it.
    const agent = await createConfigAgent(api, 'Sam', 'dental_clinic');
    const faq = 'Q: Do you see children?\nA: From age three.';
    const saved = await api.patch(`/api/agents/${agent.id}/sections/faqAndPolicies`, { data: { faqAndPolicies: faq } });
    expect(saved.status(), await saved.text()).toBe(200);

    const dialog = await readFixtureSite(page, agent.id, 'Sam');

    const preview = dialog.getByText(/^Fills the empty cards: Business Name/);
    await expect(preview).toContainText(/Replaces the suggestions on: [^.]*Your Hours/);
    await expect(preview).toContainText(/Leaves the cards you wrote: FAQ & Policies\.$/);
    const acceptAll = dialog.getByRole('button', { name: /^Accept all for empty cards \(\d+\)$/ });
    await expect(acceptAll).toHaveAccessibleDescription((await preview.textContent())!);
    expect(await seriousViolations(page)).toEqual([]);

    const count = Number((await acceptAll.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThanOrEqual(6);
    await acceptAll.click();
    await expect(dialog.getByRole('status').filter({ hasText: `${count} cards saved.` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept all for empty cards (0)' })).toBeDisabled();
    // The owner's card is still theirs to accept or skip.
    const faqProposal = dialog.getByRole('region', { name: 'FAQ & Policies', exact: true });
    await expect(faqProposal.getByRole('button', { name: 'Accept FAQ & Policies' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(cardStatus(page, 'Your Hours')).toHaveText('Completed');
    await expect(cardStatus(page, 'Business Name')).toHaveText('Completed');
    await expect(card(page, 'FAQ & Policies')).toContainText('Do you see children?');
  });
}

test('a document is read the same way, and a refused site says why', async ({ page }) => {
  const agent = await createConfigAgent(api, 'Docs');
  const dialog = await openImport(page, agent.id, 'Docs');

  await dialog.getByLabel('Your website').fill('http://10.0.0.8/');
  await dialog.getByRole('button', { name: 'Read my website' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your website could not be read');
  await dialog.getByRole('button', { name: 'Try again' }).click();

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a document' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'price-list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Spring prices\n\nCleaning $120\nWhitening $299\n\nCall (512) 555-0142'),
  });
  await expect(dialog.getByText(/^Read price-list\.txt\./)).toBeVisible({ timeout: 30_000 });
  const prices = dialog.getByRole('region', { name: 'Your Prices', exact: true });
  await expect(prices.getByLabel('From your website')).toHaveValue('- Cleaning $120\n- Whitening $299');
  await expect(prices).toContainText('Found on: price-list');
  await expect(prices.getByRole('link')).toHaveCount(0);
});
