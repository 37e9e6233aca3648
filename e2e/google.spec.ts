import { expect, test } from './support/fixtures.ts';
import { expectSignedInAs } from './support/ui.ts';
import { uniqueEmail } from './support/users.ts';

// Google sign-in end to end against the sandbox Google emulator.

test('signs in with Google through the sandbox consent page', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
  const account = page.getByLabel('Google account e-mail');
  await expect(account).toHaveValue('sandbox.user@gmail.com');
  await account.fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/');
  await expectSignedInAs(page, email);
});

test('cancelling on the consent page returns to the login with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
