import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/ui.ts';
import { createAgent } from './agents-helpers.ts';
import { mockApiError, mockJson, patchJson, stat } from './account-helpers.ts';

// /account and /account-detail.

test.describe('Account Overview', () => {
  test('shows one card with the name signed up with, e-mail and plan, leading to the details', async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    // No banner above the title: the card is the first thing under it.
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    const card = page.getByRole('link', { name: /Client Name/ });
    // The fixture signs up as 'E2E User' (e2e/support/users.ts).
    await expect(card).toContainText('Client Name:E2E User');
    await expect(card).toContainText(`Email:${user.email}`);
    await expect(card).toContainText('Client Status:Free');
    await expect(card).toContainText('Click to view/edit details');
    await card.click();
    await expect(page).toHaveURL('/account-detail');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
  });

  test('beside the card, leads to the rest of the account with the agents and numbers counted', async ({
    signedInPage: page,
  }) => {
    await page.goto('/account');
    const manage = page.getByRole('navigation', { name: 'Manage your account' });
    // A new account: no agents, no numbers, counted as the details page counts them.
    await expect(manage.getByRole('link', { name: /^Agents/ })).toContainText('0 Active');
    await expect(manage.getByRole('link', { name: /^Phone Numbers/ })).toContainText('0 Linked');
    await expect(manage.getByRole('link', { name: /^Subscription/ })).toHaveAttribute('href', '/subscription');
    // Notifications opens the details page at its Notifications box, below the sticky header.
    await manage.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL('/account-detail#notifications');
    const notifications = page.getByRole('heading', { name: 'Notifications' });
    await expect(notifications).toBeInViewport();
    expect((await notifications.boundingBox())!.y).toBeGreaterThan(60);
  });

  test('shows a loading text, then the card', async ({ signedInPage: page }) => {
    const release = await holdRequests(page, /\/api\/account\/summary/);
    await page.goto('/account');
    await expect(page.getByText('Loading account summary...')).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: /Client Name/ })).toBeVisible();
    await expect(page.getByText('Loading account summary...')).toHaveCount(0);
  });

  test('shows the server’s message when the summary fails', async ({ signedInPage: page }) => {
    await mockApiError(page, '**/api/account/summary', 'The database is unavailable.');
    await page.goto('/account');
    await expect(page.getByRole('alert')).toContainText('Failed to load account summary: The database is unavailable.');
  });

  test('says so when there is no summary', async ({ signedInPage: page }) => {
    await mockJson(page, '**/api/account/summary', null);
    await page.goto('/account');
    await expect(page.getByText('Could not load account summary.')).toBeVisible();
  });
});

test.describe('Account Details', () => {
  test('a new account: the name signed up with, no agents, no numbers', async ({ signedInPage: page, user }) => {
    const release = await holdRequests(page, /\/api\/account\/profile/);
    await page.goto('/account-detail');
    await expect(page.getByText('Loading Account Details...')).toBeVisible();
    release();
    await expect(stat(page, 'Name')).toHaveText('E2E User');
    await expect(page.getByLabel('Full Name')).toHaveValue('E2E User');
    await expect(stat(page, 'Agents')).toHaveText('0 Active');
    await expect(stat(page, 'Phone Numbers')).toHaveText('0 Linked');
    await expect(page.getByText('No agents created yet.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    // Read only, an empty number is a fact ("Not added"); the form asks for it as "(Optional)".
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', 'Not added');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', '(Optional)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('PNG, JPG up to 2MB')).toBeVisible();

    await page.getByRole('link', { name: 'Manage Agents' }).click();
    await expect(page).toHaveURL('/agents');
  });

  test('lists the agents by name and counts those answering calls', async ({ signedInPage: page }) => {
    await createAgent(page.request, { agentName: 'Front Desk' });
    await createAgent(page.request, { agentName: 'Night Shift' });
    await page.goto('/account-detail');
    // Neither has a phone number: by the go-live rule Home uses, neither answers calls yet.
    await expect(stat(page, 'Agents')).toHaveText('0 Active');
    // Each with its state in Home's words, which say why neither is counted.
    const list = page.getByRole('list', { name: 'Your agents' });
    await expect(list.getByRole('listitem')).toHaveText([
      'Front Desk Not answering calls',
      'Night Shift Not answering calls',
    ]);
    await expect(page.getByText('No agents created yet.')).toHaveCount(0);
  });

  test('the back link returns to the overview', async ({ signedInPage: page }) => {
    await page.goto('/account-detail');
    await page.getByRole('link', { name: 'Back to Account Overview' }).click();
    await expect(page).toHaveURL('/account');
  });

  test('shows the server’s message when the profile fails to load', async ({ signedInPage: page }) => {
    await mockApiError(page, '**/api/account/profile', 'The database is unavailable.');
    await page.goto('/account-detail');
    await expect(page.getByRole('alert')).toContainText('Failed to load profile: The database is unavailable.');
  });

  test('names the parts that failed and still shows the profile', async ({ signedInPage: page }) => {
    await patchJson<object>(page, '**/api/account/profile', (body) => ({ ...body, agents: null, phoneNumbers: null }));
    await page.goto('/account-detail');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load agents.');
    await expect(alert).toContainText('Failed to load phone count.');
    await expect(stat(page, 'Agents')).toHaveText('—');
    await expect(page.getByText('No agents created yet.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  });

  test('without a profile row it says so and refuses to edit', async ({ signedInPage: page, user }) => {
    await patchJson<{ profile: unknown }>(page, '**/api/account/profile', (body) => ({ ...body, profile: null }));
    await page.goto('/account-detail');
    await expect(page.getByText('Account profile could not be loaded.')).toBeVisible();
    await expect(stat(page, 'Name')).toHaveText(user.email);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('alert')).toHaveText('Profile data not available, cannot edit.');
    await expect(page.getByRole('button', { name: 'Save Profile' })).toHaveCount(0);
  });

  test('says so when there is nothing at all', async ({ signedInPage: page }) => {
    await mockJson(page, '**/api/account/profile', null);
    await page.goto('/account-detail');
    await expect(page.getByText('Account profile could not be loaded.')).toBeVisible();
  });
});
