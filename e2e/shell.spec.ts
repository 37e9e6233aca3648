import { expect, test } from './support/fixtures.ts';
import { accountArea, isMobile, mainNavigation, openMenu } from './support/ui.ts';

// The signed-in shell: header, desktop top bar and mobile slide-out menu.

const entries = ['Update My Agent', 'Connect My Agent', 'Subscription', 'Account', 'Calls'];
/** The slide-out menu starts with Home. */
const menuEntries = ['Home', ...entries];

/** Each route and the entry highlighted on it, sub-route rules included ('/' is Home, in the menu only). */
const highlighted: [path: string, entry: string | null][] = [
  ['/', null],
  ['/calls', 'Calls'],
  ['/analytics', 'Calls'],
  ['/agents', 'Update My Agent'],
  ['/agent/abc', 'Update My Agent'],
  ['/agent/abc/configure', 'Update My Agent'],
  ['/connect', 'Connect My Agent'],
  ['/phone-numbers', 'Connect My Agent'],
  ['/calendar', 'Connect My Agent'],
  ['/subscription', 'Subscription'],
  ['/subscription-detail', 'Subscription'],
  ['/account', 'Account'],
  ['/account-detail', 'Account'],
];

test('the header links the brand to /, shows the e-mail, and Sign Out ends the session', async ({
  signedInPage: page,
  user,
  playwright,
  baseURL,
}) => {
  const withOldCookies = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: user.cookies, origins: [] },
  });
  expect((await withOldCookies.get('/api/agents')).status()).not.toBe(401);

  await page.goto('/account');
  const brand = page.getByRole('banner').getByRole('link', { name: 'AI Voice Agent Platform home' });
  await expect(brand).toHaveAttribute('href', '/');
  await brand.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  // The e2e server emulates every vendor: a bar above the header says so, without covering the page.
  const sandbox = page.getByRole('note', { name: 'Sandbox mode' });
  await expect(sandbox).toHaveText(
    'Sandbox · vendors without API keys are emulated locally; nothing is billed or dialled.',
  );
  expect((await sandbox.boundingBox())!.y).toBeLessThan((await page.getByRole('banner').boundingBox())!.y);

  const area = await accountArea(page);
  await expect(area.getByText(user.email, { exact: true })).toBeVisible();
  await area.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // The session is gone: protected pages and the API refuse again.
  await page.goto('/agents');
  await expect(page).toHaveURL('/login?next=%2Fagents');
  expect((await page.request.get('/api/agents')).status()).toBe(401);
  // Revoked on the server too: the cookies the browser held no longer open the API.
  expect((await withOldCookies.get('/api/agents')).status()).toBe(401);
  await withOldCookies.dispose();
});

test('the active navigation entry carries aria-current="page", sub-routes included', async ({ signedInPage: page }) => {
  for (const [path, entry] of highlighted) {
    await test.step(`${path} highlights ${entry ?? 'nothing'}`, async () => {
      await page.goto(path);
      const nav = await mainNavigation(page);
      await expect(nav.getByRole('link')).toHaveText(isMobile(page) ? menuEntries : entries);
      const current = nav.locator('[aria-current="page"]');
      if (path === '/' && isMobile(page)) {
        await expect(current).toHaveText(['Home']);
      } else if (entry) {
        await expect(current).toHaveText([entry]);
      } else {
        await expect(current).toHaveCount(0);
      }
    });
  }
});

test('desktop: the entries sit in the top bar and navigate', async ({ signedInPage: page }) => {
  test.skip(isMobile(page), 'the top bar is the desktop layout');
  await page.goto('/');
  const topBar = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('link')).toHaveText(entries);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  await topBar.getByRole('link', { name: 'Connect My Agent' }).click();
  await expect(page).toHaveURL('/connect');
  await expect(topBar.getByRole('link', { name: 'Connect My Agent' })).toHaveAttribute('aria-current', 'page');
});

test('mobile: the burger opens a slide-out menu that locks scroll and closes on a link click', async ({
  signedInPage: page,
  user,
}) => {
  test.skip(!isMobile(page), 'the slide-out menu is the mobile layout');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');

  const menu = await openMenu(page);
  await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(menuEntries);
  // One close control while it is open: the drawer's own (the burger behind it is hidden).
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(1);
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect.poll(bodyOverflow, { message: 'page scroll is locked while the menu is open' }).toBe('hidden');

  await menu.getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(menu).toBeHidden();
  await expect.poll(bodyOverflow, { message: 'page scroll is unlocked after the menu closes' }).not.toBe('hidden');

  // Escape closes it too (Mantine's Drawer), and the entry of the current page is marked.
  const reopened = await openMenu(page);
  await expect(reopened.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
});
