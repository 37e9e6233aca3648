import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// axe on the account and subscription pages: no serious or critical violations.

test('the account overview and the profile, in view and edit mode', async ({ signedInPage: page }) => {
  await page.goto('/account');
  await expect(page.getByRole('link', { name: /Client Name/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/account-detail');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the subscription overview, the detail and its dialog', async ({ signedInPage: page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/subscription-detail');
  await expect(page.getByRole('heading', { name: 'Usage This Period' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
