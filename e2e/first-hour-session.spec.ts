import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, subjects, waitForMail } from './support/mailbox.ts';
import { startServer } from './support/server.ts';
import { signInThroughForm, withoutEmbeddedSession } from './support/ui.ts';
import { createVerifiedUser, PASSWORD, uniqueEmail } from './support/users.ts';

// An owner's first hour: staying signed in, the sign-in pages, e-mail links, the header and the
// not-found page, checked at a desktop's and a phone's width.

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Runs `check` at each width on the page as it stands, with axe clean each time. */
async function atBothWidths(page: Page, check: (mobile: boolean) => Promise<void>) {
  for (const { name, width, height } of widths) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      await check(width < 768);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/** Signs up through the API with a chosen address and follows the confirmation link (signed in after). */
async function verifiedUser(request: APIRequestContext, baseURL: string, email: string) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: email.split('@')[0] },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect((await request.get(linkIn(await waitForMail(request, email, subjects.confirmation)))).ok()).toBe(true);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('staying signed in', () => {
  test('50 reloads after 100 quick session reads from one address stay signed in, with the auth limits on', async ({
    browser,
    playwright,
  }) => {
    // Starting a server of its own and 50 page loads take minutes on a busy 2-core machine.
    test.setTimeout(480_000);
    const server = await startServer({ AUTH_RATE_LIMIT: 'on' });
    try {
      const api = await playwright.request.newContext({ baseURL: server.url });
      await createVerifiedUser(api, server.url);
      const context = await browser.newContext({ baseURL: server.url, storageState: await api.storageState() });
      await api.dispose();
      const page = await context.newPage();
      await page.goto('/account');
      // As many reads as other auth calls may make in a minute, in a few seconds: none is refused.
      const statusesOfReads = await page.evaluate(async () => {
        const seen = new Set<number>();
        for (let read = 1; read <= 100; read++) seen.add((await fetch('/api/auth/get-session')).status);
        return [...seen];
      });
      expect(statusesOfReads).toEqual([200]);
      for (let reload = 1; reload <= 50; reload++) {
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Account Overview' }), `reload ${reload}`).toBeVisible();
      }
      await expect(page).toHaveURL('/account');

      // The limits are on all the same: the fourth bad sign-in within 10 s is refused.
      const badSignIn = () =>
        page.request.post('/api/auth/sign-in/email', {
          data: { email: 'nobody@example.com', password: 'guess-123456' },
          headers: { origin: server.url },
        });
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) statuses.push((await badSignIn()).status());
      expect(statuses).toEqual([401, 401, 401, 429]);
      await context.close();
    } finally {
      await server.stop();
    }
  });

  test('a page load whose session read is answered 429 waits and stays signed in', async ({ signedInPage: page }) => {
    let refused = 0;
    await withoutEmbeddedSession(page);
    await page.route('**/api/auth/get-session', async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'x-retry-after': '1' },
        body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
      });
    });
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
    await expect(page).toHaveURL('/account');
    expect(refused).toBeGreaterThan(1);
  });
});

test.describe('the sign-in pages', () => {
  test('sign-up has its own address on the portal’s own page, linked from /login and back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page).toHaveTitle('Sign up · AI Voice Agent Platform');
    await atBothWidths(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Agent Platform' })).toBeVisible();
      await expect(page.getByText('Please sign in or sign up:', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await expect(page.getByLabel('Create a Password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
      // The portal's footer, in a frame that is dark as a whole around the dark form (the
      // signed-in app after it stays light); no top bar: the product's mark leads the page.
      const dark = page.locator('[data-mantine-color-scheme="dark"]');
      await expect(dark.getByRole('banner')).toBeHidden();
      await expect(dark.getByRole('main').getByRole('link', { name: 'AI Voice Agent Platform home' })).toBeVisible();
      await expect(dark.getByRole('contentinfo')).toContainText('Smarter calls, more revenue.');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expect(dark.getByTestId('auth-card')).toBeVisible();
      const background = await page
        .getByRole('main')
        .evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
      expect(background, 'the frame’s page colour, the kit’s dark 8').toBe('rgb(31, 31, 31)');
    });
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('cancelling Google’s consent says so in words', async ({ page }) => {
    for (const { name, width, height } of widths) {
      await test.step(name, async () => {
        await page.setViewportSize({ width, height });
        await page.goto('/login');
        await page.getByRole('button', { name: 'Continue with Google' }).click();
        await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(/\/login\?/);
        await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled.');
        await expect(page.getByText(/access_denied/)).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });

  test('Google sign-in keeps the Google account’s name as the full name', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google account e-mail').fill(uniqueEmail('google-name'));
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/account-detail');
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  });
});

test.describe('e-mail links that cannot be used', () => {
  test('a used confirmation link and a used reset link say so, with the next step', async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('used-links');
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Used Links');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Create a Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText(`We sent a link to ${email}.`, { exact: true })).toBeVisible();
    const confirmation = linkIn(await waitForMail(page.request, email, subjects.confirmation));

    // The link works once: it confirms, signs in and opens Home.
    await page.goto(confirmation);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();

    // Opened again, signed out: it says it was used, and signing in is the next step.
    await context.clearCookies();
    await page.goto(confirmation);
    await expect(page).toHaveURL(/\/login\?/);
    await atBothWidths(page, async () => {
      await expect(page.getByRole('status')).toHaveText(
        'This confirmation link has already been used, and your email address is confirmed. Please sign in.',
      );
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });

    // An altered link is not taken for a used one.
    const altered = new URL(confirmation);
    altered.searchParams.set('token', `${altered.searchParams.get('token')}x`);
    await page.goto(altered.toString());
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is not valid. Sign in with your email address and password, and we will send you a new one.',
    );

    // A reset link, used once, then opened again: it says so and offers a new one.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset password instructions' }).click();
    await expect(page.getByText('Check your email for the password reset link')).toBeVisible();
    const reset = linkIn(await waitForMail(page.request, email, subjects.passwordReset));
    await page.goto(reset);
    await page.getByLabel('New password').fill('Another-Horse-43');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated')).toBeVisible();

    await page.goto(reset);
    await atBothWidths(page, async () => {
      await expect(page.getByRole('alert')).toHaveText(
        'This password reset link has expired or has already been used. Enter your email address to get a new one.',
      );
      await expect(page.getByRole('button', { name: 'Send reset password instructions' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update password' })).toHaveCount(0);
    });
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await signInThroughForm(page, email, 'Another-Horse-43');
    await expect(page).toHaveURL('/');
  });
});

test.describe('the header', () => {
  test('brand, entries, a long e-mail and Sign Out share one line from 1024 px; toasts stay below it', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const email = `e2e-a-remarkably-long-mailbox-name-${Date.now()}@a-very-long-business-domain.example.com`;
    const api = await playwright.request.newContext({ baseURL });
    await verifiedUser(api, baseURL!, email);
    await context.addCookies((await api.storageState()).cookies);
    await api.dispose();

    for (const width of [1024, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/account');
        const header = page.getByRole('banner');
        const address = header.getByTestId('user-email');
        await expect(address).toHaveText(email);
        const parts = [
          header.getByRole('link', { name: 'AI Voice Agent Platform home' }),
          ...(await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
          address,
          header.getByRole('button', { name: 'Sign Out' }),
        ];
        const centres = await Promise.all(
          parts.map(async (part) => (await box(part)).y + (await box(part)).height / 2),
        );
        expect(Math.max(...centres) - Math.min(...centres), `centres ${centres.join(', ')}`).toBeLessThan(6);
        expect((await box(header)).height).toBeLessThan(72);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Shortened to fit (the name before the @, on its own line above the domain), whole in the tooltip.
        const local = address.locator('[data-part="local"]');
        expect(await local.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        expect((await box(address)).width, 'enough of the address stays readable').toBeGreaterThan(80);
        await address.hover();
        await expect(page.getByRole('tooltip')).toHaveText(email);
        await expect(page.getByRole('tooltip')).toHaveCSS('position', 'absolute');
        await page.mouse.move(0, 500);
      });
    }

    await page.goto('/account-detail');
    await atBothWidths(page, async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: 'Save Profile' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Profile updated successfully!' }).last();
      await expect(toast).toBeVisible();
      const headerBottom = (await box(page.getByRole('banner'))).y + (await box(page.getByRole('banner'))).height;
      expect((await box(toast)).y).toBeGreaterThanOrEqual(headerBottom);
    });
  });
});

test.describe('the not-found page', () => {
  test('sits inside the portal’s shell for a signed-in owner, with a button to Home', async ({
    signedInPage: page,
  }) => {
    await page.goto('/no/such/page');
    await atBothWidths(page, async (mobile) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'AI Voice Agent Platform home' })).toBeVisible();
      if (mobile) await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
      else await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
      await expect(page.getByRole('contentinfo')).toContainText('Smarter calls, more revenue.');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toBeVisible();
    });
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  });
});
