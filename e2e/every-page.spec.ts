import type { Cookie, Page } from '@playwright/test';
import { seriousViolations, settled } from './axe-helpers.ts';
import { BASE_URL } from './support/env.ts';
import { everyPage } from './support/every-page.ts';
import { expect, test as base } from './support/fixtures.ts';
import { seedOwner, type SeededOwner } from './support/seeded-owner.ts';

// Every page of e2e/support/every-page.ts, as the seeded owner, at the project's width (desktop
// 1280, tablet 768, mobile 390): nothing wider than the window, no serious axe violation (colour
// contrast included), and a cumulative layout shift under 0.1.

type Seeded = { owner: SeededOwner; cookies: Cookie[] };

/** What the page recorded of its layout shifts (see `observeLayoutShifts`). */
type Shifts = { total: number; largest: { value: number; sources: string[] }[] };

const test = base.extend<{ layoutShifts: () => Promise<Shifts> }, { seeded: Seeded }>({
  // One owner per worker, seeded through the API: its session cookies sign the pages in.
  seeded: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? BASE_URL;
      const api = await playwright.request.newContext({ baseURL });
      const owner = await seedOwner(api, baseURL);
      const { cookies } = await api.storageState();
      await api.dispose();
      await use({ owner, cookies });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  layoutShifts: async ({ page }, use) => {
    await page.addInitScript(observeLayoutShifts);
    await use(() => page.evaluate(() => (window as unknown as { __layoutShifts: Shifts }).__layoutShifts));
  },
});

/**
 * Runs in the page before its own scripts: sums the layout shifts not caused by input (the
 * cumulative layout shift) and keeps the five largest, with the elements that moved.
 */
function observeLayoutShifts() {
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  const shifts: Shifts = { total: 0, largest: [] };
  (window as unknown as { __layoutShifts: Shifts }).__layoutShifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '(removed)';
    const classes = Array.from(node.classList).filter((name) => !/^m_[0-9a-f]{8}$/.test(name));
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 3).join('.')}` : ''}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      shifts.largest.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
      shifts.largest.sort((a, b) => b.value - a.value).splice(5);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until the network is quiet and what moves has stopped (endless animations aside). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * How wide the page is against the window, and the elements that stick out past the window's
 * right edge (leaving out those inside a box that scrolls or clips sideways), widest first. Only
 * the outermost of a sticking-out chain is named: its parent fits, so it is where the overflow
 * starts.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { width, scrollWidth, offenders: [] as string[] };
    const clipsSideways = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const insideClipping = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clipsSideways(up)) return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    };
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).filter((name) => !/^m_[0-9a-f]{8}$/.test(name));
      const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        classes.length ? `.${classes.slice(0, 3).join('.')}` : ''
      }${label ? `[${label}]` : ''}`;
    };
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => sticksOut(element) && !insideClipping(element))
      .filter(
        (element) =>
          !element.parentElement || element.parentElement === document.body || !sticksOut(element.parentElement),
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .sort((a, b) => b.box.right - a.box.right)
      .slice(0, 6)
      .map(({ element, box }) => {
        const parent = element.parentElement ? describe(element.parentElement) : '';
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
        return `${parent} > ${describe(element)} (right ${Math.round(box.right)}px, width ${Math.round(box.width)}px)${text ? ` "${text}"` : ''}`;
      });
    return { width, scrollWidth, offenders };
  });
}

for (const entry of everyPage) {
  test(entry.name, async ({ page, context, seeded, layoutShifts }) => {
    const where = `${entry.name} at ${page.viewportSize()?.width ?? '?'} px`;
    if (entry.signedIn) await context.addCookies(seeded.cookies);
    await entry.open(page, seeded.owner);
    await settle(page);

    const overflow = await sidewaysOverflow(page);
    expect
      .soft(
        overflow.scrollWidth,
        `${where}: the page is ${overflow.scrollWidth} px wide in a ${overflow.width} px window; sticking out:\n  ${
          overflow.offenders.join('\n  ') || '(no single element found)'
        }`,
      )
      .toBeLessThanOrEqual(overflow.width);

    const shifts = await layoutShifts();
    test.info().annotations.push({
      type: 'measured',
      description: `${overflow.scrollWidth} px wide in ${overflow.width} px; CLS ${shifts.total.toFixed(3)}`,
    });
    expect
      .soft(
        shifts.total,
        `${where}: cumulative layout shift ${shifts.total.toFixed(3)}; largest shifts:\n  ${shifts.largest
          .map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(', ')}`)
          .join('\n  ')}`,
      )
      .toBeLessThan(0.1);

    expect.soft(await seriousViolations(page), `${where}: axe's serious and critical violations`).toEqual([]);
  });
}
