import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { everyPage } from './support/every-page.ts';
import { seedOwner } from './support/seeded-owner.ts';
import { test } from './support/fixtures.ts';

// Saves docs/design/<SCREENS_SET>/<page>-<width>.jpg: the whole page, as JPEG to keep the record small.

const set = process.env.SCREENS_SET ?? 'after';
const folder = fileURLToPath(new URL(`../docs/design/${set}/`, import.meta.url));
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
    for (const entry of everyPage) {
      const context = await browser.newContext({ baseURL, viewport, hasTouch: viewport.width < 768 });
      if (entry.signedIn) await context.addCookies(cookies);
      const page = await context.newPage();
      await entry.open(page, owner);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${folder}${entry.name}-${viewport.width}.jpg`,
        fullPage: true,
        type: 'jpeg',
        quality: 60,
      });
      await context.close();
    }
  }
});
