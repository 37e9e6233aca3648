import { expect, type Locator, type Page } from '@playwright/test';

/** The mobile layout (slide-out menu) applies under 768 px. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The navigation entries: the top bar on desktop, the opened slide-out menu (with Home) on mobile. */
export async function mainNavigation(page: Page): Promise<Locator> {
  const scope = isMobile(page) ? await openMenu(page) : page.getByRole('banner');
  return scope.getByRole('navigation', { name: 'Main' });
}

/** Where the e-mail and Sign Out live: the header on desktop, the slide-out menu on mobile. */
export async function accountArea(page: Page): Promise<Locator> {
  return isMobile(page) ? await openMenu(page) : page.getByRole('banner');
}

export async function expectSignedInAs(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
  const area = await accountArea(page);
  await expect(area.getByText(email, { exact: true })).toBeVisible();
}

/** Holds every request matching `url` until the returned function is called (to observe busy states). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  await withoutServedReads(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Stripping = { ids: Set<string>; handler: Parameters<Page['route']>[1] };

/** Per page, the elements its documents arrive without, and the route that strips them. */
const stripping = new WeakMap<Page, Stripping>();

const isPage = (url: URL) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/');

/**
 * Pages then arrive without these elements the server writes into them. One route strips them
 * all: asked again (or after unrouteAll), it is put back with every element asked for so far.
 */
async function servedWithout(page: Page, elementIds: string[]) {
  const previous = stripping.get(page);
  if (previous) await page.unroute(isPage, previous.handler);
  const ids = new Set([...(previous?.ids ?? []), ...elementIds]);
  const handler: Stripping['handler'] = async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let body = await response.text();
    for (const id of ids) body = body.replace(new RegExp(`<script id="${id}"[^]*?</script>`), '');
    return route.fulfill({ response, body });
  };
  stripping.set(page, { ids, handler });
  await page.route(isPage, handler);
}

/**
 * Pages then arrive without the session (and data) the server writes into them, as when the
 * server could not read it: the page asks for the session itself, and its loading and error
 * states can be seen.
 */
export const withoutEmbeddedSession = (page: Page) => servedWithout(page, ['portal-session', 'portal-page-data']);

/**
 * Pages then arrive without the API answers the server writes into them, as when it could not
 * read them: the page makes its reads itself, so a test can hold or change them.
 */
export const withoutServedReads = (page: Page) => servedWithout(page, ['portal-page-data']);

/** Red text: the red channel clearly dominates (Mantine's red shades on light and dark). */
export async function expectRed(locator: Locator) {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(red, `color ${color}`).toBeGreaterThan(180);
  expect(red - Math.max(green, blue), `color ${color}`).toBeGreaterThan(80);
}

/** `below` is rendered under `above` (its top edge at or past the other's bottom). */
export async function expectBelow(below: Locator, above: Locator) {
  const [lower, upper] = [await below.boundingBox(), await above.boundingBox()];
  expect(lower && upper && lower.y >= upper.y + upper.height - 1).toBe(true);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** An element's text as read aloud: no word joiners, no-break spaces as spaces (the hours' format). */
export const plainText = async (locator: Locator) =>
  (await locator.innerText()).replace(/\u2060/g, '').replace(/\u00a0/g, ' ');
