import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every class name the UI kit's full stylesheet gives rules to (`m_` and eight hex digits), read
 * from the kit the web app installed (a dependency of the app, not of the tests).
 */
const kitClasses = (() => {
  const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
  const entry = require.resolve('@mantine/core');
  const root = join(entry.slice(0, entry.lastIndexOf('/@mantine/core/')), '@mantine', 'core');
  const sheet = readFileSync(join(root, 'styles.layer.css'), 'utf8');
  return new Set(sheet.match(/\bm_[0-9a-f]{8}\b/g));
})();

/**
 * UI kit classes on the page whose rules were never loaded: the kit's styles come per component
 * with the code that uses it, so a component rendered without them would show unstyled (hidden
 * labels visible, dialogs in the page flow).
 */
async function unstyledKitClasses(page: Page) {
  const onPage = await page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(/m_[0-9a-f]{8}/g) ?? []) styled.add(name);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (/^m_[0-9a-f]{8}$/.test(name) && !styled.has(name) && !missing.has(name))
          missing.set(name, element.className.toString());
      }
    }
    return [...missing];
  });
  return onPage.filter(([name]) => kitClasses.has(name));
}

/**
 * Waits until what moves has stopped (a dialog fading in, a panel sliding): mid-way its text is
 * still faint, and axe would judge a contrast no user is left looking at. Endless animations
 * (a spinner) do not count.
 */
export async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * axe's serious and critical violations on the page once it has settled (WCAG 2.1 AA and best
 * practices), and any UI kit component shown without its styles.
 */
export async function seriousViolations(page: Page, options: { exclude?: string } = {}) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  const unstyled = await unstyledKitClasses(page);
  if (unstyled.length === 0) return violations;
  return [
    ...violations,
    {
      rule: 'ui-kit-styles-loaded',
      help: 'A UI kit component is shown without its styles',
      nodes: unstyled.map(([name, classes]) => `.${name} (class="${classes}")`),
    },
  ];
}
