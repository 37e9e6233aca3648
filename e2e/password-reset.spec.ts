import { expect, test } from './support/fixtures.ts';
import { linkIn, subjects, waitForMail } from './support/mailbox.ts';
import { signInThroughForm } from './support/ui.ts';

// Password reset by e-mail link, ending in the update_password view.

test('resets the password through the mailed link and the update_password view', async ({ page, user, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send reset password instructions' }).click();
  await expect(page.getByText('Check your email for the password reset link', { exact: true })).toBeVisible();

  const mail = await waitForMail(request, user.email, subjects.passwordReset);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/login\?.*view=update_password/);
  const newPassword = 'Brand-New-Secret-7';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated', { exact: true })).toBeVisible();

  // Back in the sign-in view: the old password no longer works, the new one does.
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(/invalid email or password/i);
  await page.getByLabel('Your Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
});

test('an invalid reset link shows an error instead of the update form', async ({ page }) => {
  await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Flogin%3Fview%3Dupdate_password');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has expired or has already been used. Enter your email address to get a new one.',
  );
  await expect(page.getByRole('button', { name: 'Update password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send reset password instructions' })).toBeVisible();
});
