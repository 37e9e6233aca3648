import { PAGE_READS } from '@portal/shared/page-reads.plain';
import { agentCard, createAgent } from './agents-helpers.ts';
import { BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

// A signed-in page arrives with the answers to its own API reads and renders them at once.

const pages = Object.keys(PAGE_READS);

test('every page listed opens without a read of its own: the server answered them in the page', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const agent = await createAgent(page.request, { agentName: 'Served' });
  // A webhook endpoint for the endpoint's own page (the e2e server lets webhooks reach itself).
  const added = await page.request.post('/api/webhook-endpoints', {
    data: { url: `http://127.0.0.1:${new URL(BASE_URL).port}/api/e2e-webhook-receiver`, events: ['call.ended'] },
  });
  expect(added.status(), await added.text()).toBe(201);
  const endpointId = ((await added.json()) as { endpoint: { id: string } }).endpoint.id;
  const params: Record<string, string> = { agentId: agent.id, endpointId };
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  for (const pattern of pages) {
    await test.step(pattern, async () => {
      reads.length = 0;
      await page.goto(pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!));
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(reads, `${pattern} read from the API after it opened`).toEqual([]);
    });
  }
});

test('only the page first opened is served its reads: the next page reads the server', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  await page.goto('/agents');
  await expect(agentCard(page, 'Front Desk')).toBeVisible();
  // Changed after the page was served: the next page must show the change, read from the server.
  const renamed = await page.request.patch(`/api/agents/${agent.id}/sections/businessName`, {
    data: { businessName: 'Front Desk Dental' },
  });
  expect(renamed.ok()).toBe(true);
  const agentRead = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/agents/${agent.id}`);
  await agentCard(page, 'Front Desk').getByRole('link', { name: 'Profile Overview' }).click();
  await agentRead;
  await expect(page.getByText('Front Desk Dental').first()).toBeVisible();
});
