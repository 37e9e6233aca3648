import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { card, createConfigAgent, desktopOnly, openConfigure } from './agent-config-helpers.ts';

// A card's preview shows whole lines of what the card holds: long text stops after three lines
// (two on a phone's compact card) with an ellipsis, and nothing of it is drawn below that line,
// however tall the card grows.

test.beforeEach(() => desktopOnly());

/** Three lines on a wide card, so a row of cards stays even; two on a phone's compact card. */
const clampLines = (width: number) => (width < 768 ? 2 : 3);

/** How the preview lays out: its height, the text's full height, and the lines drawn inside it. */
const measure = (preview: Locator) =>
  preview.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    // One rectangle per laid-out line of text; the ones starting inside the box are painted.
    const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top)).filter((top) => top < box.bottom - 1);
    return {
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      clientHeight: element.clientHeight,
      scrollHeight: element.scrollHeight,
      visibleLines: new Set(tops).size,
    };
  });

for (const width of [1280, 390]) {
  test(`long task texts are clamped to whole lines on the Responsibilities cards at ${width} px`, async ({
    signedInPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // The dental template's Make a Sale and Giving Quotes texts are several lines long.
    const agent = await createConfigAgent(page.request, 'Previewer', 'dental_clinic');
    await openConfigure(page, agent, 'responsibilities');

    for (const title of ['Make a Sale', 'Giving Quotes']) {
      const section = card(page, title);
      const preview = section.getByTestId('card-preview');
      await expect(preview).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      const shape = await measure(preview);
      // The text is longer than the preview, so the clamp is in effect...
      expect(shape.scrollHeight, `${title}: clamped`).toBeGreaterThan(shape.clientHeight);
      // ...and the preview is exactly the clamped lines tall: no extra line shows under the ellipsis.
      expect(shape.clientHeight, `${title}: preview height`).toBeLessThanOrEqual(
        Math.ceil(clampLines(width) * shape.lineHeight) + 1,
      );
      expect(shape.visibleLines, `${title}: lines drawn`).toBe(clampLines(width));

      // The Edit button stays inside the card, on the title's line above the preview.
      const [previewBox, buttonBox, cardBox] = await Promise.all([
        preview.boundingBox(),
        section.getByRole('button', { name: `Edit ${title}` }).boundingBox(),
        section.boundingBox(),
      ]);
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(previewBox!.y);
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);

      await testInfo.attach(`${title} at ${width} px`, {
        body: await section.screenshot({ path: testInfo.outputPath(`${title}-${width}.png`) }),
        contentType: 'image/png',
      });
    }
  });
}
