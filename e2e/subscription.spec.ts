import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/ui.ts';
import { banner, mockApiError, mockJson, patchJson, stat } from './account-helpers.ts';

// /subscription and /subscription-detail.

type View = Record<string, unknown>;
const section = (page: Page, name: string) => page.getByRole('region', { name });
const dialog = (page: Page) => page.getByRole('dialog');

/** The real detail with a status the API cannot set yet (billing is not connected). */
const withStatus = (page: Page, status: View, extra: View = {}) =>
  patchJson<View>(page, '**/api/subscription/detail', (view) => ({ ...view, status, ...extra }));

test.describe('Subscription Overview', () => {
  test('shows the banner and a card with the plan leading to the details', async ({ signedInPage: page }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Overview' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    const card = page.getByRole('link', { name: /Current Plan/ });
    await expect(card).toContainText('Current Plan:Free');
    await expect(card).toContainText('Status:Free');
    await expect(card).toContainText('Amount:View Details');
    await expect(card).toContainText('Renewal Date:View Details');
    await expect(card).toContainText('Click for usage, history & billing management');
    await card.click();
    await expect(page).toHaveURL('/subscription-detail');
  });

  test('hides a banner that fails to load', async ({ signedInPage: page }) => {
    await page.route('**/banners/subscription.svg', (route) => route.abort());
    await page.goto('/subscription');
    await expect(page.getByRole('link', { name: /Current Plan/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('loading, error and empty states', async ({ signedInPage: page }) => {
    const release = await holdRequests(page, /\/api\/subscription\/summary/);
    await page.goto('/subscription');
    await expect(page.getByText('Loading subscription...')).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: /Current Plan/ })).toBeVisible();

    await page.unrouteAll();
    await mockApiError(page, '**/api/subscription/summary', 'The database is unavailable.');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load subscription summary: The database is unavailable.',
    );

    await page.unrouteAll();
    await mockJson(page, '**/api/subscription/summary', null);
    await page.reload();
    await expect(page.getByText('Could not load subscription data.')).toBeVisible();
  });
});

test.describe('Subscription Details', () => {
  test('a new account: Free, Canceled, zero usage of the Free allowances, sample billing', async ({
    signedInPage: page,
  }) => {
    const release = await holdRequests(page, /\/api\/subscription\/detail/);
    await page.goto('/subscription-detail');
    await expect(page.getByText('Loading subscription details...')).toBeVisible();
    release();

    await expect(stat(page, 'Plan')).toHaveText('Free');
    await expect(stat(page, 'Minutes Used')).toHaveText('0 / 50');
    await expect(stat(page, 'Next Billing')).toHaveText('N/A');

    const plan = section(page, 'Current Plan Details');
    await expect(plan.getByLabel('Canceled')).toHaveText('Canceled');
    await expect(plan).toContainText('Subscription Started:January 1, 2024Sample');
    await expect(plan).toContainText('Next Renewal:N/A');
    await expect(plan.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toHaveCount(0);
    await expect(plan).not.toContainText('Trial Ends');

    const usage = section(page, 'Usage This Period');
    for (const [label, text] of [
      ['Voice Minutes', '0 / 50'],
      ['Calls Handled', '0 / 20'],
      ['Phone Numbers', '0 / 1'],
    ] as const) {
      await expect(usage.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', '0');
      await expect(usage.getByText(text).first()).toBeVisible();
    }

    const billing = section(page, 'Billing');
    await expect(billing.getByText('Sample data', { exact: true })).toBeVisible();
    await expect(billing).toContainText('Billing is not connected yet');
    await expect(billing).toContainText('Payment Method:No payment method on file');
    await expect(billing).toContainText('Next Billing Date:N/A');
    const rows = billing.getByRole('table', { name: 'Recent invoices' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('February 1, 2024$29.00paid');
    await expect(rows.nth(2)).toContainText('January 1, 2024$29.00paid');
    await expect(billing.getByRole('link', { name: 'View PDF' })).toHaveCount(0);
  });

  test('Upgrade Plan and both Manage Billing buttons only show placeholder alerts', async ({ signedInPage: page }) => {
    await page.goto('/subscription-detail');
    const upgrade = page.getByRole('button', { name: 'Upgrade Plan' });
    await upgrade.click();
    await expect(dialog(page)).toContainText('Placeholder: Upgrade Plan integration needed.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(upgrade).toBeFocused();

    await page.getByRole('button', { name: 'Manage Billing', exact: true }).click();
    await expect(dialog(page)).toContainText('Placeholder: Billing Portal integration needed.');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Manage Billing & Invoices' }).click();
    await expect(dialog(page)).toContainText('Placeholder: Billing Portal integration needed.');
  });

  test('an active plan offers Cancel Plan: confirm, then only a placeholder', async ({ signedInPage: page }) => {
    await withStatus(page, { label: 'Active', style: 'active' }, { paymentMethod: { brand: 'Visa', last4: '4242' } });
    await page.goto('/subscription-detail');
    await expect(section(page, 'Billing')).toContainText('Payment Method:Visa ending in 4242');

    const cancelPlan = page.getByRole('button', { name: 'Cancel Plan' });
    await cancelPlan.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Plan' });
    await expect(confirm).toContainText('Redirect to billing portal to manage your plan?');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await cancelPlan.click();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    // The confirmation closes as the notice opens; wait for it to leave so one dialog remains.
    await expect(confirm).toBeHidden();
    await expect(dialog(page)).toContainText('Placeholder: Billing Portal integration needed.');
  });

  test('a trial shows its end date and Cancel Plan', async ({ signedInPage: page }) => {
    await withStatus(page, { label: 'Trial', style: 'trial' }, { trialEndDate: '2030-06-15' });
    await page.goto('/subscription-detail');
    const plan = section(page, 'Current Plan Details');
    await expect(plan).toContainText('Trial Ends:June 15, 2030');
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();
  });

  test('an unknown status has no label and no Cancel Plan', async ({ signedInPage: page }) => {
    await withStatus(page, { label: null, style: 'unknown' });
    await page.goto('/subscription-detail');
    const plan = section(page, 'Current Plan Details');
    await expect(plan.getByLabel('Unknown status')).toHaveText('—');
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toHaveCount(0);
  });

  test('usage past the allowance fills the bar to 100%, and no invoices say so', async ({ signedInPage: page }) => {
    await patchJson<View>(page, '**/api/subscription/detail', (view) => ({
      ...view,
      minutesUsed: 80,
      callsMade: 10,
      invoices: [],
    }));
    await page.goto('/subscription-detail');
    const usage = section(page, 'Usage This Period');
    await expect(usage.getByRole('progressbar', { name: 'Voice Minutes' })).toHaveAttribute('aria-valuenow', '100');
    await expect(usage.getByRole('progressbar', { name: 'Calls Handled' })).toHaveAttribute('aria-valuenow', '50');
    await expect(stat(page, 'Minutes Used')).toHaveText('80 / 50');
    await expect(section(page, 'Billing').getByText('No invoice history found.')).toBeVisible();
  });

  test('error and empty states', async ({ signedInPage: page }) => {
    await mockApiError(page, '**/api/subscription/detail', 'The database is unavailable.');
    await page.goto('/subscription-detail');
    await expect(page.getByRole('alert')).toContainText('Failed to load subscription details.');
    // Manage Billing stays available in the header.
    await expect(page.getByRole('button', { name: 'Manage Billing', exact: true })).toBeVisible();

    await page.unrouteAll();
    await mockJson(page, '**/api/subscription/detail', null);
    await page.reload();
    await expect(page.getByText('Could not load subscription data.')).toBeVisible();
  });

  test('the back link returns to the overview', async ({ signedInPage: page }) => {
    await page.goto('/subscription-detail');
    await page.getByRole('link', { name: 'Back to Subscription Overview' }).click();
    await expect(page).toHaveURL('/subscription');
  });
});
