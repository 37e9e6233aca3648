import { seriousViolations } from './axe-helpers.ts';
import { createAgent } from './agents-helpers.ts';
import { desktopOnly, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// A caller asks what the agent was never told; the owner answers it from the hub, on the card the
// portal picks, the question leaves the list once that card is saved, and the next caller who
// asks is answered.

test.beforeEach(desktopOnly);

test('a question the agent could not answer is answered from the hub', async ({ signedInPage: page }) => {
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [
    { caller: 'Do you take Medicaid?' },
    { caller: 'Okay, bye.' },
  ]);

  // The profile overview lists it too.
  await page.goto(`/agent/${agent.id}/profile`);
  const section = page.getByRole('region', { name: /^Unanswered questions$/i });
  await expect(section.getByRole('listitem').filter({ hasText: 'Do you take Medicaid?' })).toBeVisible();

  await page.goto(`/agent/${agent.id}`);
  const item = section.getByRole('listitem').filter({ hasText: 'Do you take Medicaid?' });
  await expect(item).toContainText(/Do you take Medicaid\?Asked \w{3} \d+, \d+:\d\d [AP]M [A-Z]{2,5}Answer/);
  expect(await seriousViolations(page)).toEqual([]);

  await item.getByRole('link', { name: 'Answer: Do you take Medicaid?' }).click();
  const dialog = page.getByRole('dialog', { name: 'FAQ & Policies' });
  const field = dialog.getByLabel('FAQ & Policies');
  await expect(field).toHaveValue(/Q: Do you take Medicaid\?\nA: $/);
  await field.press('End');
  await field.pressSequentially('Yes, we accept Medicaid.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQ & Policies saved successfully!')).toBeVisible();

  await page.goto(`/agent/${agent.id}`);
  await expect(section.getByText('No unanswered questions in the last 30 days.')).toBeVisible();

  // The next caller who asks gets the owner's answer, and nothing new is listed.
  const next = await simulateInboundCall(page.request, phoneNumberId, '+15125550124', [
    { caller: 'Do you take Medicaid?' },
    { caller: 'Okay, bye.' },
  ]);
  expect(next.transcript).toContain('Yes, we accept Medicaid.');
  await page.reload();
  await expect(section.getByText('No unanswered questions in the last 30 days.')).toBeVisible();
});
