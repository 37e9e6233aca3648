import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

type Operation = { summary?: string; responses?: Record<string, { description?: string }> };
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  /** The events the portal sends to owners' endpoints, laid out as operations too. */
  webhooks?: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
// The renderer lays out every operation (about 4 s on a 2-core machine) and axe then reads them
// all (about 8 s): twice the time of an ordinary page.
const RENDERED = { timeout: 30_000 };

/** What goes wrong on the page from its first script on: console errors and policy refusals. */
async function watchProblems(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspRefusals: string[] }).cspRefusals = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    errors,
    refusals: () => page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals),
  };
}

test('the API reference shows every operation of the document, signed out, from this server only', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const document = (await (await request.get('/api/openapi.json')).json()) as ApiDocument;
  const operations = [...Object.values(document.paths), ...Object.values(document.webhooks ?? {})].flatMap((item) =>
    Object.keys(item).filter((key) => METHODS.includes(key)),
  );
  const agentsList = document.paths['/agents']!.get!;
  const problems = await watchProblems(page);
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL!).origin) elsewhere.push(sent.url());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API reference · AI Voice Agent Platform');
  await expect(page.getByRole('link', { name: '/api/openapi.json' }).first()).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations.length, RENDERED);

  // The agents list: its summary when the document gives one, and its answers once opened.
  const operation = page.locator('.opblock-get', { has: page.locator('[data-path="/agents"]') });
  if (agentsList.summary) await expect(operation.getByText(agentsList.summary, { exact: true })).toBeVisible();
  await operation.getByRole('button', { expanded: false }).first().click();
  await expect(operation.getByText(agentsList.responses!['200']!.description!, { exact: true })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
  expect(await problems.refusals()).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('on a phone the reference fits the screen and stays accessible with a schema open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await watchProblems(page);
  await page.goto('/api/docs');
  const operation = page.locator('.opblock-get', { has: page.locator('[data-path="/agents"]') });
  await expect(operation).toBeVisible(RENDERED);
  await operation.getByRole('button', { expanded: false }).first().click();
  await operation.getByRole('tab', { name: 'Schema' }).first().click();
  await expect(operation.locator('.json-schema-2020-12').first()).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
  expect(await problems.refusals()).toEqual([]);
});
