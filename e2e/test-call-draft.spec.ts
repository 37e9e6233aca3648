import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAgent } from './agents-helpers.ts';
import { callPanel, desktopOnly, fakeMediaLaunchOptions, firstMessageOf } from './calls-helpers.ts';

// Once an agent answers a number, card saves go to its draft; the browser test call talks to the
// draft, while callers keep hearing what was published.

test.use({ launchOptions: fakeMediaLaunchOptions });
test.beforeEach(desktopOnly);

const saveGreeting = async (request: APIRequestContext, agentId: string, greeting: string) => {
  const saved = await request.patch(`/api/agents/${agentId}/sections/greeting`, { data: { greeting } });
  expect(saved.status(), await saved.text()).toBe(200);
};

/** Buys a number for the agent, from an area code no other spec buys from. */
async function answerANumber(request: APIRequestContext, agentId: string) {
  const search = await request.get('/api/phone-numbers/search?areaCode=617');
  expect(search.status(), await search.text()).toBe(200);
  const [choice] = (await search.json()) as { phoneNumber: string }[];
  const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: choice!.phoneNumber, agentId } });
  expect(bought.status(), await bought.text()).toBe(201);
}

test("Play on a live agent with a draft talks to the draft, says so, and callers' greeting stays", async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Draft Desk' });
  await saveGreeting(page.request, agent.id, 'Hello from what callers hear.');
  await answerANumber(page.request, agent.id);
  await saveGreeting(page.request, agent.id, 'Hello from the draft.');

  await page.goto(`/agent/${agent.id}/configure`);
  const footer = page.getByRole('group', { name: 'Test call' });
  await expect(footer.getByText('Testing your draft')).toHaveCount(0);
  await footer.getByRole('button', { name: 'Play' }).click();
  const call = callPanel(page, 'Draft Desk');
  await expect(call.status).toHaveText('In call · Testing your draft');
  // After the recording notice every agent says first by default.
  await expect(call.transcript).toContainText('Agent: This call is recorded. Hello from the draft.');
  await expect(footer.getByText('Testing your draft')).toBeVisible();
  await footer.getByRole('button', { name: 'Stop' }).click();
  await expect(call.status).toHaveText('Call ended');
  await expect(footer.getByText('Testing your draft')).toHaveCount(0);

  // Callers' assistant still greets as published.
  expect(await firstMessageOf(page.request, agent.vapiAgentId!)).toBe(
    'This call is recorded. Hello from what callers hear.',
  );
  // The call to the draft is the agent's test call, in its history.
  await page.goto(`/calls?agentId=${agent.id}`);
  await expect(page.getByRole('row', { name: /^Draft Desk,/ })).toContainText('Browser test call');
});
