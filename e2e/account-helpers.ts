import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { withoutServedReads } from './support/ui.ts';

// Helpers of the account and subscription specs.

/** The value of one figure of a summary strip (a dt/dd pair). */
export const stat = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Answers every request matching `url` with this JSON (to force empty and odd states). */
export async function mockJson(page: Page, url: string | RegExp, body: unknown, status = 200) {
  await withoutServedReads(page);
  await page.route(url, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Answers with the server's error format, as a failing API would. */
export const mockApiError = (page: Page, url: string | RegExp, message: string, status = 500) =>
  mockJson(page, url, { error: { code: 'INTERNAL', message } }, status);

/** Lets the real response through with changes (e.g. a subscription status the API cannot set yet). */
export async function patchJson<T>(page: Page, url: string | RegExp, change: (body: T) => T) {
  await withoutServedReads(page);
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const body = change((await response.json()) as T);
    await route.fulfill({ response, body: JSON.stringify(body) });
  });
}

/** A real PNG made by sharp, of about `bytes` bytes when `noise` is asked for. */
export function pngImage(width = 64, height = 64, noise = false) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 30, g: 120, b: 200 },
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {}),
    },
  })
    .png()
    .toBuffer();
}

/** Picks a file through the button's file chooser, as a user would. */
export async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}
