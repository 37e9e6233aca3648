import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { createVerifiedUser } from './support/users.ts';
import {
  assistantOf,
  cardStatus,
  createConfigAgent,
  openCard,
  saveCard,
  systemPrompt,
} from './agent-config-helpers.ts';

// Website knowledge end to end: a page served on loopback, analysed by a
// server instance whose SCRAPE_ALLOW_HOSTS lets it through, summarised by the sandbox LLM.

const PAGES: Record<string, { title: string; sentences: string[] }> = {
  '/services': {
    title: 'Bike Repair Services',
    sentences: [
      'Spoke and Chain repairs road bikes, mountain bikes and electric bikes.',
      'Every bike repair starts with a free safety check of brakes, gears and tyres.',
      'A standard bike tune-up takes one day and costs 79 dollars.',
      'Electric bike repairs include battery and motor diagnostics.',
    ],
  },
  '/about': {
    title: 'About Spoke and Chain',
    sentences: [
      'Spoke and Chain is a family bike shop founded in 1998 in Austin.',
      'The bike shop team of six mechanics has fixed over forty thousand bikes.',
      'The shop donates refurbished bikes to local schools every summer.',
    ],
  },
};

// One private server for the file: the tests share it instead of starting one per worker.
test.describe.configure({ mode: 'serial' });

let pages: Server | undefined;
let server: RunningServer | undefined;
let pageBase = '';
/** Signed in on the private server: seeds agents and reads its Vapi sandbox. */
let api: APIRequestContext;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'behaviour is covered in the desktop project');
  test.setTimeout(150_000);
  pages = createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (!page) return void response.writeHead(404).end();
    const body = page.sentences.map((sentence) => `<p>${sentence}</p>`).join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>${page.title}</title></head><body><main><article>
      <h1>${page.title}</h1>${body}</article></main></body></html>`);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => pages!.once('listening', resolve));
  const { port } = pages.address() as AddressInfo;
  pageBase = `http://127.0.0.1:${port}`;
  server = await startServer({ SCRAPE_ALLOW_HOSTS: `127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
});

test.beforeEach(async ({ context, playwright }) => {
  api = await playwright.request.newContext({ baseURL: server!.url });
  await createVerifiedUser(api, server!.url);
  await context.addCookies((await api.storageState()).cookies);
});

test.afterEach(async () => {
  await api?.dispose();
});

test('Website Info appends analysed pages as editable blocks and the assistant learns them', async ({ page }) => {
  const base = server!.url;
  const agent = await createConfigAgent(api, 'Web Learner');
  await page.goto(`${base}/agent/${agent.id}/configure?tab=brain`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brain Design: Web Learner' })).toBeVisible({
    timeout: 30_000,
  });
  const dialog = await openCard(page, 'Website Info');
  await expect(dialog.getByText('No pages added yet.')).toBeVisible();
  await expect(dialog.getByLabel('Category').locator('option')).toHaveCount(6);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ai/scrape-website', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('Webpage URL').fill(`${pageBase}/services`);
  await dialog.getByLabel('Category').selectOption('Services');
  await dialog.getByRole('button', { name: 'Add & Analyze Page' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing & Appending...' })).toBeDisabled();
  release();
  const services = dialog.getByRole('group', { name: 'Bike Repair Services' });
  await expect(services.getByRole('link', { name: 'Bike Repair Services' })).toHaveAttribute(
    'href',
    `${pageBase}/services`,
  );
  await expect(services.getByText('Category: Services')).toBeVisible();
  await expect(services.getByLabel('Summary')).toHaveValue(/free safety check/);
  await services.getByLabel('Summary').fill('Free safety check with every repair. Tune-ups cost 79 dollars.');

  await dialog.getByLabel('Webpage URL').fill(`${pageBase}/about`);
  await dialog.getByLabel('Category').selectOption('Company Info');
  await dialog.getByRole('button', { name: 'Add & Analyze Page' }).click();
  const about = dialog.getByRole('group', { name: 'About Spoke and Chain' });
  await expect(about.getByLabel('Summary')).toHaveValue(/founded in 1998/);
  await expect(dialog.getByRole('separator')).toHaveCount(1);
  await about.getByRole('button', { name: 'Remove About Spoke and Chain' }).click();
  await expect(about).toHaveCount(0);

  await saveCard(page, dialog, 'Website Info');
  await expect(cardStatus(page, 'Website Info')).toHaveText('Completed');
  const prompt = systemPrompt(await assistantOf(api, agent));
  expect(prompt).toContain(
    `From ${pageBase}/services (Services): Free safety check with every repair. Tune-ups cost 79 dollars.`,
  );
  expect(prompt).not.toContain('founded in 1998');
});

test('Auto-Populate from Website appends the page summary to the text', async ({ page }) => {
  const base = server!.url;
  const agent = await createConfigAgent(api, 'Populator');
  await page.goto(`${base}/agent/${agent.id}/configure?tab=brain`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brain Design: Populator' })).toBeVisible({
    timeout: 30_000,
  });
  const dialog = await openCard(page, 'About Us');
  const text = dialog.getByLabel('About Us', { exact: true });
  await text.fill('Friendly neighbourhood mechanics.');
  await dialog.getByLabel('Webpage URL').fill(`${pageBase}/about`);
  await dialog.getByRole('button', { name: 'Add & Analyze Page' }).click();
  await expect(dialog.getByText('Added a summary of About Spoke and Chain.')).toBeVisible();
  await expect(text).toHaveValue(/^Friendly neighbourhood mechanics\.\n\n.*founded in 1998/s);
  await saveCard(page, dialog, 'About Us');
  expect(systemPrompt(await assistantOf(api, agent))).toContain('About us: Friendly neighbourhood mechanics.');
});
