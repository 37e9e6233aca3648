import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { createDentalAgent } from './agents-helpers.ts';

// axe on the agents pages: no serious or critical violations (WCAG 2.1 AA rules and best practices).

test('My Agents with an agent, and the create modal with its templates', async ({ signedInPage: page }) => {
  await createDentalAgent(page.request);
  await page.goto('/agents');
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create New Agent' }).first().click();
  await page.getByRole('button', { name: 'Yes, use a template' }).click();
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Agent Hub and the Agent Profile Overview', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request);
  await page.goto(`/agent/${agent.id}`);
  await expect(page.getByRole('button', { name: 'Clone' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/agent/${agent.id}/profile`);
  await expect(page.getByText('out of 26 fields completed')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
