import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { createVerifiedUser } from './support/users.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// Webhooks end to end: an owner adds an endpoint on the Integrations page pointing at a receiver
// on loopback (a server whose WEBHOOK_ALLOW_HOSTS lets it through, as the website reader's specs
// do with SCRAPE_ALLOW_HOSTS), sends a test event from the endpoint's page, sees it delivered in
// the log, and the receiver verifies the delivery's signature with the secret the page showed,
// as a receiver built on the Standard Webhooks library would.

type Received = { body: string; headers: IncomingHttpHeaders };

test.describe.configure({ mode: 'serial' });

let receiver: Server | undefined;
let receiverUrl = '';
const received: Received[] = [];
let server: RunningServer | undefined;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'behaviour is covered in the desktop project');
  test.setTimeout(150_000);
  // Keeps each delivery as it arrived (the body byte for byte: the signature covers it) and
  // answers as Zapier's catch hooks do.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => receiver!.once('listening', resolve));
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hooks/portal`;
  server = await startServer({ WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

test.beforeEach(async ({ context, playwright }) => {
  api = await playwright.request.newContext({ baseURL: server!.url });
  await createVerifiedUser(api, server!.url);
  await context.addCookies((await api.storageState()).cookies);
});

test.afterEach(async () => {
  await api?.dispose();
});

test('adds an endpoint, sends a test event it receives signed, and shows it delivered', async ({ page }) => {
  await page.goto(`${server!.url}/account/integrations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card.getByText('No webhook endpoints yet')).toBeVisible();
  await expect(card.getByRole('link', { name: 'How to verify a delivery' })).toHaveAttribute('href', '/api/docs');

  // By keyboard: the dialog opens on the address; no event is chosen until the owner chooses.
  await card.getByRole('button', { name: 'Add endpoint' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await expect(dialog.getByLabel('Endpoint URL')).toBeFocused();
  await page.keyboard.type(receiverUrl);
  await dialog.getByLabel('Description (optional)').fill('Loopback receiver');
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Call ended' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Call ended' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  // The signing secret, shown in the dialog: what the owner pastes into their receiver.
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  const field = added.getByLabel('Signing secret');
  await expect(field).toHaveValue(/^whsec_/);
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  await added.getByRole('link', { name: 'Open endpoint' }).click();
  await expect(added).toBeHidden();

  await expect(page).toHaveURL(/\/account\/integrations\/webhooks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: receiverUrl })).toBeVisible();
  await expect(page.getByText('Loopback receiver')).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('listitem')).toHaveText(['Call ended']);
  await expect(page.getByText('No deliveries yet')).toBeVisible();
  expect(received).toEqual([]);

  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event' })).toHaveText(
    /^Test event delivered in \d+(\.\d)? m?s \(HTTP 200\)\.$/,
  );
  const log = page.getByRole('table', { name: 'Deliveries' });
  const row = log.getByRole('row').filter({ has: page.getByRole('button', { name: 'Test event' }) });
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('200');
  // Opened at once: the event's id and the receiver's answer.
  await expect(row.getByRole('button', { name: 'Test event' })).toHaveAttribute('aria-expanded', 'true');
  // The receiver's JSON laid out an entry a line (the check reads its lines' breaks as spaces).
  await expect(log.locator('pre')).toHaveText('{ "status": "success" }');
  await expect(log.locator('pre')).toContainText('{\n  "status": "success"\n}', { useInnerText: true });

  // The receiver got it once, signed with the secret the page showed.
  expect(received).toHaveLength(1);
  const [delivery] = received;
  const verified = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
    type: string;
    data: { message: string };
  };
  expect(verified.type).toBe('webhook.test');
  expect(verified.data.message).toContain('Your endpoint works.');
  await expect(log).toContainText(String(delivery!.headers['webhook-id']));
  // A copy of the body changed by one byte is refused.
  expect(() =>
    new Webhook(secret).verify(delivery!.body.replace('test', 'Test'), delivery!.headers as Record<string, string>),
  ).toThrow();

  // The same secret, revealed again on the endpoint's page.
  const signing = page.getByRole('group', { name: 'Signing secret' });
  await signing.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(signing.getByText(secret, { exact: true })).toBeVisible();

  await checkWidths(page);
  await desktopWidth(page);
});
