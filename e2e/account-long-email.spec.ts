import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-helpers.ts';
import { stat } from './account-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { createVerifiedUser } from './support/users.ts';

// Account Details for an owner with a long e-mail address and no name yet (the summary then names
// them by their address), on a desktop and on a phone.

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The innermost parts of the page that reach past the right edge of the window, with their box or
 * with text running out of it (a field scrolls its own text and a clipped box hides it: neither counts).
 */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const reachesPast = (element: Element) => {
      const box = element.getBoundingClientRect();
      const spills = !(element instanceof HTMLInputElement) && getComputedStyle(element).overflowX === 'visible';
      return box.right > edge || (spills && box.left + element.scrollWidth > edge);
    };
    const past = Array.from(document.querySelectorAll('body *')).filter(reachesPast);
    return past
      .filter((element) => !past.some((inner) => inner !== element && element.contains(inner)))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`);
  });

test('Account Details keeps a long e-mail within the window and shows it whole', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // No hyphen or space to break the line at: a browser would then run it past the edge.
  const email = `owner.of.a.remarkably.long.mailbox.${Date.now()}@the.business.domain.example.com`;
  const api = await playwright.request.newContext({ baseURL });
  // Signed up without a name, so the summary's Name is the address.
  await createVerifiedUser(api, baseURL!, email, '');
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();

  await page.goto('/account-detail');
  for (const { name, width, height } of widths) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      const summaryName = stat(page, 'Name');
      await expect(summaryName).toHaveText(email);
      await expect(page.getByText('E-mails about your calls go to the address in your profile.')).toBeVisible();
      expect(await pastTheEdge(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Wrapped, not cut: all of it can be read.
      expect(await summaryName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      // Drawn as written: Inter's contextual alternates would turn an "x" between digits into "×".
      expect(await summaryName.evaluate((element) => getComputedStyle(element).fontVariantLigatures)).toBe(
        'no-contextual',
      );
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
      expect(await pastTheEdge(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
    });
  }
});
