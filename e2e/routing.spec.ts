import { expect, test } from './support/fixtures.ts';
import { holdRequests, scrollY, withoutEmbeddedSession } from './support/ui.ts';

// Route guards, the not-found page, scroll reset and the session loading state.

const protectedRoutes = [
  '/',
  '/account',
  '/account-detail',
  '/subscription',
  '/subscription-detail',
  '/agents',
  '/agent/abc',
  '/agent/abc/profile',
  '/agent/abc/configure?tab=brain',
  '/connect',
  '/calendar',
  '/phone-numbers',
  '/google-auth-callback',
];

test('every protected route redirects to /login without a session, naming the page to come back to', async ({
  page,
}) => {
  for (const path of protectedRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?${new URLSearchParams({ next: path })}`);
      await expect(page.getByRole('heading', { name: 'AI Voice Agent Platform' })).toBeVisible();
    });
  }
});

test('with a session, /login redirects to / and every protected route opens', async ({ signedInPage: page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();

  for (const path of protectedRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      // The signed-in shell renders the page: no redirect to /login and no not-found page.
      await expect(page.getByRole('banner').getByRole('link', { name: 'AI Voice Agent Platform home' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    });
  }
});

test('an unknown path shows the not-found page, public, with a link to sign in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign in' })).toHaveAttribute('href', '/login');
});

test('the not-found link leads a signed-in user Home', async ({ signedInPage: page }) => {
  await page.goto('/agents/oops/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
});

test('scroll resets to the top on a path change', async ({ signedInPage: page }) => {
  // A short window makes both pages scroll, so a kept offset could not hide behind a short page.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 320 });
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled by less than Home's own room, so a kept offset would show there (Account is the taller page on a phone).
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const before = await scrollY(page);

  // The brand link sits in the sticky header, so clicking it does not scroll by itself.
  await page.getByRole('banner').getByRole('link', { name: 'AI Voice Agent Platform home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room, 'home can scroll at least as far as the previous page was scrolled').toBeGreaterThanOrEqual(before);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a signed-in page arrives knowing who is signed in, and renders without asking', async ({
  signedInPage: page,
}) => {
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) sessionReads.push(request.url());
  });
  await page.goto('/connect');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveURL('/connect');
  expect(sessionReads).toEqual([]);
});

test("'Initializing session...' shows while the session loads", async ({ signedInPage: page }) => {
  await withoutEmbeddedSession(page);
  const release = await holdRequests(page, /\/api\/auth\/get-session/);
  await page.goto('/connect');
  await expect(page.getByText('Initializing session...')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();
  await expect(page.getByText('Initializing session...')).toBeHidden();
  await expect(page).toHaveURL('/connect');
  await expect(page.getByRole('banner')).toBeVisible();
});

test("'Initializing session...' then /login when the session turns out to be missing", async ({ page }) => {
  await withoutEmbeddedSession(page);
  const release = await holdRequests(page, /\/api\/auth\/get-session/);
  await page.goto('/subscription');
  await expect(page.getByText('Initializing session...')).toBeVisible();
  release();
  await expect(page).toHaveURL('/login?next=%2Fsubscription');
});
