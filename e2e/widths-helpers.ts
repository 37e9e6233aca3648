import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Nothing wider than the window, and no serious accessibility problem, at a desktop's and a
 * phone's width; the window is left at the phone's.
 */
export async function checkWidths(page: Page) {
  for (const { name, width, height } of WIDTHS) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      // Polled: the header trades its bar for the menu button a render after the window narrows.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/** Back to a desktop's window after checkWidths. */
export const desktopWidth = (page: Page) => page.setViewportSize({ width: 1280, height: 800 });
