import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { everyPage } from './support/every-page.ts';
import { seedOwner } from './support/seeded-owner.ts';
import { test } from './support/fixtures.ts';

// Saves docs/design/<SCREENS_SET>/<page>-<width>.jpg: the whole page (a dialog: the screen), as JPEG
// to keep the record small.
// While working on a few pages: SCREENS_PAGES=agent-hub,scenarios shoots only those, and
// SCREENS_DIR=/tmp/shots/ saves them there as PNG (which any image viewer opens) instead.

const set = process.env.SCREENS_SET ?? 'after';
const folder = process.env.SCREENS_DIR ?? fileURLToPath(new URL(`../docs/design/${set}/`, import.meta.url));
const type = process.env.SCREENS_DIR ? 'png' : 'jpeg';
const only = process.env.SCREENS_PAGES?.split(',').map((name) => name.trim());
const pages = everyPage.filter((entry) => !only || only.includes(entry.name));
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test.describe.configure({ mode: 'serial' });

test('every page at 1280 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  mkdirSync(folder, { recursive: true });
  const setup = await browser.newContext({ baseURL });
  const owner = await seedOwner(setup.request, baseURL!);
  const { cookies } = await setup.storageState();
  for (const viewport of widths) {
    for (const entry of pages) {
      const context = await browser.newContext({ baseURL, viewport, hasTouch: viewport.width < 768 });
      if (entry.signedIn) await context.addCookies(cookies);
      const page = await context.newPage();
      await entry.open(page, owner);
      await page.waitForLoadState('networkidle');
      // Read to the foot first, as an owner does, so what loads as it comes into view has loaded.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
      // From the top, as an owner first sees it; a dialog as the screen shows it, over the page
      // (a whole-page capture stretches the window, and a sheet with it).
      await page.evaluate(async () => {
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      const dialogOpen = (await page.getByRole('dialog').count()) > 0;
      await page.screenshot({
        path: `${folder}${entry.name}-${viewport.width}.${type === 'png' ? 'png' : 'jpg'}`,
        fullPage: !dialogOpen,
        type,
        ...(type === 'jpeg' ? { quality: 60 } : {}),
      });
      await context.close();
    }
  }
});
