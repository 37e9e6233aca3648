import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { isMobile, openMenu } from './support/ui.ts';

// axe on the foundation's pages: no serious or critical violations (WCAG 2.1 AA rules and best practices).

test('/login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/signup with an error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/confirm-email', async ({ page }) => {
  await page.goto('/confirm-email');
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home', async ({ signedInPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home with the mobile menu open', async ({ signedInPage: page }) => {
  test.skip(!isMobile(page), 'the slide-out menu is the mobile layout');
  await page.goto('/');
  await openMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the not-found page', async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
