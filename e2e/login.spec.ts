import { expect, test } from './support/fixtures.ts';
import { expectBelow, expectRed, holdRequests, signInThroughForm } from './support/ui.ts';

// The sign-in screens themselves.

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('shows the title, the prompt and a dark form with Google and e-mail sign in', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Agent Platform' })).toBeVisible();
  await expect(page.getByText('Please sign in or sign up:', { exact: true })).toBeVisible();
  // The page is the portal's own (light); the form on it is dark.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('[data-mantine-color-scheme="dark"]').getByTestId('auth-card')).toBeVisible();

  // Google is the only provider.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: /with (google|github|apple|facebook|microsoft)/i })).toHaveCount(1);
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByLabel('Your Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
});

test('links lead between sign in and sign up', async ({ page }) => {
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
  await expect(page.getByLabel('Create a Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByLabel('Your Password')).toBeVisible();
  await expect(page.getByRole('link', { name: "Don't have an account? Sign up" })).toBeVisible();
});

test('offers the forgot-password view but no magic link by default', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText('Send a magic link email')).toHaveCount(0);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('button', { name: 'Send reset password instructions' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByLabel('Your Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a wrong password shows a red error under the form and keeps the e-mail', async ({ page, user }) => {
  await signInThroughForm(page, user.email, 'not-the-password');

  const error = page.getByRole('alert');
  await expect(error).toHaveText(/invalid email or password/i);
  await expectRed(error);
  await expectBelow(error, page.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(page.getByLabel('Email address')).toHaveValue(user.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('signs in with e-mail and password, showing "Signing in ..." while busy', async ({ page, user }) => {
  const release = await holdRequests(page, /\/api\/auth\/sign-in\/email/);
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Signing in ...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
