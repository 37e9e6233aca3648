import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/ui.ts';
import { seriousViolations } from './axe-helpers.ts';
import { mockApiError, mockJson, patchJson } from './account-helpers.ts';

// /subscription and /subscription-detail.

type View = Record<string, unknown>;
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The real detail with a state only Stripe's webhooks reach (a trial, an unknown status, a downgrade). */
const withView = (page: Page, extra: View) =>
  patchJson<View>(page, '**/api/subscription/detail', (view) => ({ ...view, ...extra }));

/** The overview's card, which leads to the details (the whole card is its link's target). */
const overviewCard = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
const toDetails = (page: Page) =>
  overviewCard(page).getByRole('link', { name: 'Click for usage, history & billing management' });

/** A figure of the detail page's summary strip. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Subscription summary"]')
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');

/** A date as the pages write it ('June 5, 2030'). */
const LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

test.describe('Subscription Overview', () => {
  test('a new account: Free, and the day its allowance starts again, in a card leading to the details', async ({
    signedInPage: page,
  }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Overview' })).toBeVisible();
    // No banner above the title: the card is the first thing under it.
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    const card = overviewCard(page);
    await expect(card).toContainText('Current Plan:Free');
    await expect(card).toContainText('Status:Free');
    await expect(card).toContainText('Amount:$0.00 / month');
    // Free is not billed; its allowance starts again on the first day of the next month.
    await expect(card).toContainText(/Renewal Date:[A-Z][a-z]+ 1, \d{4}Not billed; your allowance restarts/);
    await expect(card).toContainText('Includes 50 minutes · 20 calls · 1 phone number');
    await expect(card).not.toContainText('View Details');

    // Below the top plan the card offers Upgrade Plan: on Free, the plan picker, in place.
    await card.getByRole('button', { name: 'Upgrade Plan' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a plan' });
    await expect(picker.getByRole('region', { name: 'Pro Plan' })).toContainText('$29.00 / month');
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(page).toHaveURL('/subscription');

    // The whole card leads to the details: its link covers the card, so a click anywhere on it
    // (here its top left corner, away from Upgrade Plan) follows the link.
    await expect(toDetails(page)).toBeVisible();
    await card.click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL('/subscription-detail');
  });

  test('a price Stripe could not give is a dash with the reason, never a made-up amount', async ({
    signedInPage: page,
  }) => {
    await withView(page, {
      planName: 'Pro Plan',
      hasPaidPlan: true,
      renewalDate: '2030-06-05T12:00:00.000Z',
      price: null,
      billingUnavailable: true,
    });
    await page.goto('/subscription');
    const card = overviewCard(page);
    await expect(card).toContainText('Amount:—The price could not be loaded from Stripe just now.');
    await expect(card).toContainText(/Renewal Date:June [45], 2030/);
  });

  test('loading, error and empty states', async ({ signedInPage: page }) => {
    const release = await holdRequests(page, /\/api\/subscription\/detail/);
    await page.goto('/subscription');
    await expect(page.getByText('Loading subscription...')).toBeVisible();
    release();
    await expect(overviewCard(page)).toBeVisible();

    await page.unrouteAll();
    await mockApiError(page, '**/api/subscription/detail', 'The database is unavailable.');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load subscription summary: The database is unavailable.',
    );

    await page.unrouteAll();
    await mockJson(page, '**/api/subscription/detail', null);
    await page.reload();
    await expect(page.getByText('Could not load subscription data.')).toBeVisible();
  });
});

test.describe('Subscription Details', () => {
  test('a new account: Free and Active, zero usage of the Free allowances, no card and no invoices', async ({
    signedInPage: page,
  }) => {
    const release = await holdRequests(page, /\/api\/subscription\/detail/);
    await page.goto('/subscription-detail');
    await expect(page.getByText('Loading subscription details...')).toBeVisible();
    release();

    await expect(stat(page, 'Plan')).toHaveText('Free');
    await expect(stat(page, 'Minutes Used')).toHaveText('0 / 50');
    await expect(stat(page, 'Next Billing')).toHaveText('Not billed');

    // What does not apply to Free is left out, never "N/A"; choosing a plan is the primary action.
    await expect(page.getByRole('main')).not.toContainText('N/A');
    const plan = section(page, 'Current Plan Details');
    await expect(plan.getByLabel('Active')).toHaveText('Active');
    await expect(plan).not.toContainText('Subscription Started');
    await expect(plan).not.toContainText('Next Renewal');
    await expect(plan).toContainText('Paid plans include up to 1,500 minutes · 600 calls · 5 phone numbers');
    await expect(plan.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
    // Free has nothing to cancel.
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
    await expect(billing).toContainText('Payment Method:No payment method on file');
    // The next billing date is the strip's Next Billing, not said again.
    await expect(billing).not.toContainText('Next Billing Date');
    await expect(billing.getByText('No invoice history found.')).toBeVisible();
    await expect(billing).not.toContainText(/sample/i);
  });

  test('upgrades to Pro through Stripe Checkout, changes to Premium and cancels in the portal, each by signed webhook', async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto('/subscription-detail');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a plan' });
    await expect(picker.getByRole('region', { name: 'Pro Plan' })).toContainText('$29.00 / month');
    await expect(picker.getByRole('region', { name: 'Pro Plan' })).toContainText(
      '500 minutes · 200 calls · 3 phone numbers',
    );
    await expect(picker.getByRole('region', { name: 'Premium Plan' })).toContainText('$79.00 / month');
    expect(await seriousViolations(page)).toEqual([]);

    // Stripe's hosted Checkout (the sandbox's page), paid with the test card it offers.
    await picker.getByRole('button', { name: 'Choose Pro Plan' }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/c\/pay\/cs_test_/);
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();

    await expect(page).toHaveURL(/\/subscription-detail\?checkout=success&session_id=cs_test_/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toHaveText(
      "Thank you! You're now on the Pro Plan. Your receipt is in Recent Invoices below.",
    );
    await expect(stat(page, 'Plan')).toHaveText('Pro Plan');
    await expect(stat(page, 'Minutes Used')).toHaveText('0 / 500');
    const plan = section(page, 'Current Plan Details');
    await expect(plan.getByLabel('Active')).toBeVisible();
    await expect(plan).toContainText(new RegExp(`Subscription Started:${LONG_DATE.source}`));
    await expect(plan).toContainText('Amount:$29.00 / month');
    await expect(section(page, 'Usage This Period').getByText('0 / 3')).toBeVisible();
    const billing = section(page, 'Billing');
    await expect(billing).toContainText('Payment Method:Visa ending in 4242');
    const rows = billing.getByRole('table', { name: 'Recent invoices' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('$29.00paid');
    const pdfUrl = await billing.getByRole('link', { name: 'View PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfUrl!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The overview shows the price Stripe charges and the day the plan renews, as the detail does.
    const renewal = (await stat(page, 'Next Billing').textContent())!;
    expect(renewal).toMatch(LONG_DATE);
    await page.getByRole('link', { name: 'Back to Subscription Overview' }).click();
    await expect(overviewCard(page)).toContainText('Amount:$29.00 / month');
    await expect(overviewCard(page)).toContainText(`Renewal Date:${renewal}`);
    await toDetails(page).click();

    // On a paid plan, Upgrade Plan opens the portal, where the plan is changed.
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Manage your billing' })).toBeVisible();
    await page.getByRole('button', { name: /Change plan to Premium Plan/ }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await expect(page).toHaveURL('/subscription-detail?portal=return');
    await expect(stat(page, 'Plan')).toHaveText('Premium Plan');
    await expect(stat(page, 'Minutes Used')).toHaveText('0 / 1500');

    // Cancel Plan keeps its question, then opens the portal's cancel flow.
    await plan.getByRole('button', { name: 'Cancel Plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Plan' });
    await expect(confirm).toContainText('Redirect to billing portal to manage your plan?');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel your plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await expect(page).toHaveURL('/subscription-detail?portal=return');
    await expect(plan).toContainText('Plan Ends:');
    await expect(plan).toContainText('Cancelled, will not renew');
    await expect(plan).toContainText('You keep the Premium Plan until then, and move to Free after.');
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toHaveCount(0);
    await expect(stat(page, 'Next Billing')).toHaveText('None scheduled');
    await page.getByRole('link', { name: 'Back to Subscription Overview' }).click();
    await expect(overviewCard(page)).toContainText('Amount:$79.00 / month');
    await expect(overviewCard(page)).toContainText(/Renewal Date:Will not renew \(ends [A-Z][a-z]+ \d{1,2}, \d{4}\)/);
    // Premium is the top plan: nothing to upgrade to.
    await expect(overviewCard(page).getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
    await toDetails(page).click();

    // A forged event is refused, and Stripe resending the first subscription event changes nothing.
    const forged = await page.request.post('/api/webhooks/stripe', {
      headers: { 'stripe-signature': 't=1,v1=forged' },
      data: { id: 'evt_forged', type: 'customer.subscription.deleted', data: { object: {} } },
    });
    expect(forged.status()).toBe(400);
    type SentEvent = {
      id: string;
      type: string;
      data: { object: { id: string; email?: string; customer?: string } };
      delivery: { attempts: number; lastStatus: number | null } | null;
    };
    const sent = async () =>
      ((await (await page.request.get('/sandbox/stripe/_admin/events')).json()) as { events: SentEvent[] }).events;
    const events = await sent();
    const customer = events.find(
      (event) => event.type === 'customer.created' && event.data.object.email === user.email,
    );
    const created = events.find(
      (event) =>
        event.type === 'customer.subscription.created' && event.data.object.customer === customer!.data.object.id,
    );
    expect((await page.request.post(`/sandbox/stripe/_admin/events/${created!.id}/resend`)).status()).toBe(202);
    // Delivered again and accepted (200: a duplicate is acknowledged), yet nothing changed.
    await expect
      .poll(async () => (await sent()).find((event) => event.id === created!.id)!.delivery)
      .toMatchObject({ attempts: created!.delivery!.attempts + 1, lastStatus: 200, delivered: true });
    await page.reload();
    await expect(stat(page, 'Plan')).toHaveText('Premium Plan');
    await expect(plan).toContainText('Cancelled, will not renew');
  });

  test('cancelling Checkout returns with the plan unchanged', async ({ signedInPage: page }) => {
    await page.goto('/subscription-detail');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/c\/pay\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/subscription-detail?checkout=canceled');
    const notice = page.getByRole('status').filter({ hasText: 'Checkout was cancelled' });
    await expect(notice).toHaveText('Checkout was cancelled. Your plan has not changed and you were not charged.');
    await expect(stat(page, 'Plan')).toHaveText('Free');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL('/subscription-detail');
    await expect(notice).toHaveCount(0);
  });

  test('a refusal from the server shows where it was asked, and nothing leaves the page', async ({
    signedInPage: page,
  }) => {
    await mockApiError(
      page,
      '**/api/billing/checkout',
      'Billing is not available right now. Please try again in a moment.',
      502,
    );
    await mockApiError(
      page,
      '**/api/billing/portal',
      'Billing is not available right now. Please try again in a moment.',
      502,
    );
    await page.goto('/subscription-detail');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a plan' });
    await picker.getByRole('button', { name: 'Choose Pro Plan' }).click();
    await expect(picker.getByRole('alert')).toHaveText(
      'Billing is not available right now. Please try again in a moment.',
    );
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);

    await page.getByRole('button', { name: 'Manage Billing', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Billing is not available right now. Please try again in a moment.',
    );
    await expect(page).toHaveURL('/subscription-detail');
  });

  test('a trial shows its end date and Cancel Plan', async ({ signedInPage: page }) => {
    await withView(page, { status: { label: 'Trial', style: 'trial' }, hasPaidPlan: true, trialEndDate: '2030-06-15' });
    await page.goto('/subscription-detail');
    const plan = section(page, 'Current Plan Details');
    await expect(plan).toContainText('Trial Ends:June 15, 2030');
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();
  });

  test('an unknown status has no label and no Cancel Plan', async ({ signedInPage: page }) => {
    await withView(page, { status: { label: null, style: 'unknown' } });
    await page.goto('/subscription-detail');
    const plan = section(page, 'Current Plan Details');
    await expect(plan.getByLabel('Unknown status')).toHaveText('—');
    await expect(plan.getByRole('button', { name: 'Cancel Plan' })).toHaveCount(0);
  });

  test('usage past the allowance says by how much, and the agent keeps answering', async ({ signedInPage: page }) => {
    await withView(page, { minutesUsed: 80, callsMade: 10 });
    await page.goto('/subscription-detail');
    const usage = section(page, 'Usage This Period');
    await expect(usage.getByRole('progressbar', { name: 'Voice Minutes' })).toHaveAttribute('aria-valuenow', '100');
    await expect(usage.getByRole('progressbar', { name: 'Calls Handled' })).toHaveAttribute('aria-valuenow', '50');
    await expect(usage).toContainText(
      'Over your plan by 30 minutes. Your agent keeps answering; upgrade for a larger allowance.',
    );
    await expect(usage).not.toContainText('Over your plan by 0');
    await expect(stat(page, 'Minutes Used')).toHaveText('80 / 50');
  });

  test('after a downgrade, names the numbers to release', async ({ signedInPage: page }) => {
    await withView(page, {
      phoneNumbersAssigned: 3,
      numbersToRelease: [
        { id: 'n3', phoneNumber: '+15125550303' },
        { id: 'n2', phoneNumber: '+15125550302' },
      ],
    });
    await page.goto('/subscription-detail');
    const notice = page.getByRole('status').filter({ hasText: 'More phone numbers than your plan includes' });
    await expect(notice).toContainText(
      'The Free plan includes 1 phone number and you have 3. Release these 2 to fit your plan (they keep answering until you do):',
    );
    await expect(notice.getByRole('listitem')).toHaveText(['+1 (512) 555-0303', '+1 (512) 555-0302']);
    await notice.getByRole('link', { name: 'Go to Phone Numbers' }).click();
    await expect(page).toHaveURL('/phone-numbers');
  });

  test('says when Stripe could not be reached instead of showing no card', async ({ signedInPage: page }) => {
    await withView(page, { billingUnavailable: true });
    await page.goto('/subscription-detail');
    const billing = section(page, 'Billing');
    await expect(billing).toContainText(
      'Your payment method and invoices could not be loaded from Stripe just now. Please try again in a moment.',
    );
    await expect(billing).not.toContainText('No payment method on file');
    await expect(billing).not.toContainText('No invoice history found.');
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
