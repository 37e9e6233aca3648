import { createDentalAgent } from './agents-helpers.ts';
import { desktopOnly } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// A transfer nobody answers, played in the sandbox: the owner says in the simulate-call panel that
// Billing does not answer, and the agent's fallback takes a message instead of leaving a dead line.

test('a destination set not to answer makes the agent take a message instead', async ({ signedInPage: page }) => {
  desktopOnly();
  test.setTimeout(90_000);
  const agent = await createDentalAgent(page.request, 'Billing Desk');
  const forwarding = await page.request.patch(`/api/agents/${agent.id}/sections/callForwarding`, {
    data: {
      callForwardingActive: true,
      transferDestinations: [
        {
          id: 'billing',
          name: 'Billing',
          countryCode: '+1',
          number: '(512) 555-0101',
          reason: 'Billing questions',
          // Any hour: the test does not depend on when it runs.
          ringWhen: 'always',
          hours: null,
        },
      ],
    },
  });
  expect(forwarding.status(), await forwarding.text()).toBe(200);
  const search = await page.request.get('/api/phone-numbers/search?areaCode=504');
  const found = (await search.json()) as { phoneNumber: string }[];
  const choice = found[Math.floor(Math.random() * found.length)]!.phoneNumber;
  const bought = await page.request.post('/api/phone-numbers', { data: { phoneNumber: choice, agentId: agent.id } });
  expect(bought.status(), await bought.text()).toBe(201);

  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('button', { name: 'Simulate a call' }).click({ timeout: 30_000 });
  const panel = page.getByRole('dialog', { name: 'Simulate an inbound call' });
  const billing = panel.getByRole('combobox', { name: 'Billing, +1 (512) 555-0101' });
  await expect(billing).toHaveValue('answers');
  await billing.selectOption({ label: 'Does not answer' });
  await expect(billing).toHaveValue('no-answer');
  await expect(billing).toBeEnabled();

  await panel.getByLabel('What the caller says').selectOption({ label: 'Type your own caller lines' });
  await panel.getByRole('textbox', { name: 'Caller lines' }).fill('Hi, I have a question about my bill.\nThanks, bye.');
  await panel.getByRole('button', { name: 'Call the agent' }).click();
  await expect(panel.getByText(/Sorry, nobody could take your call just now\./)).toBeVisible({ timeout: 30_000 });
  // Kept for the next call, until the owner changes it.
  await page.reload();
  await page.getByRole('button', { name: 'Simulate a call' }).click({ timeout: 30_000 });
  await expect(
    page
      .getByRole('dialog', { name: 'Simulate an inbound call' })
      .getByRole('combobox', { name: 'Billing, +1 (512) 555-0101' }),
  ).toHaveValue('no-answer');
});
