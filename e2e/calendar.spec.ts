import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// /calendar and /google-auth-callback end to end through the sandbox Google consent page.

test('connects Google Calendar through the consent page and disconnects it', async ({
  signedInPage: page,
}, testInfo) => {
  const email = `calendar.${testInfo.project.name}.${Date.now()}@gmail.com`;
  await page.goto('/calendar');
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();

  await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
  await expect(page.getByTitle('https://www.googleapis.com/auth/calendar.events')).toHaveText('calendar.events');
  await expect(page.getByText('View and edit events on all your calendars')).toBeVisible();
  await page.getByLabel('Google account e-mail').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/google-auth-callback\?/);
  await expect(page).toHaveURL('/calendar', { timeout: 15_000 });
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The connect hub names the connected account, and leads back.
  await page.goto('/connect');
  const hubLink = page.getByRole('link', { name: /Connect Your Calendar/ });
  await expect(hubLink).toContainText('Connected');
  await expect(hubLink).toContainText(email);
  await hubLink.click();
  await expect(page).toHaveURL('/calendar');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible();
  await page.goto('/connect');
  await expect(page.getByRole('link', { name: /Connect Your Calendar/ })).toContainText('Not connected');
});

test('a denied consent returns to the calendar with an error after about 3 s', async ({ signedInPage: page }) => {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/google-auth-callback\?/);
  await expect(page.getByRole('alert')).toContainText('Google returned an error: access_denied');
  const shownAt = Date.now();
  await expect(page).toHaveURL('/calendar', { timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(page.getByRole('alert')).toContainText('Google returned an error: access_denied');
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible();
});

test('/calendar has no serious axe violations', async ({ signedInPage: page }) => {
  await page.goto('/calendar');
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
