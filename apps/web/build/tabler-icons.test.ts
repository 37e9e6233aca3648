import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tablerIcon, type Icon } from '../src/components/ui/tabler-icon';
import { tablerIcons } from './tabler-icons';

type Hook = ((...args: unknown[]) => unknown) | { handler: (...args: unknown[]) => unknown };
const call = (hook: Hook, ...args: unknown[]) => (typeof hook === 'function' ? hook : hook.handler).call({}, ...args);

/** The icon's module as the build makes it, run with the component maker it imports. */
async function icon(name: string): Promise<Icon> {
  const plugin = tablerIcons() as unknown as { resolveId: Hook; load: Hook };
  const id = (await call(plugin.resolveId, `~icons/tabler/${name}`)) as string;
  const { code } = (await call(plugin.load, id)) as { code: string };
  const made = /^export default tablerIcon\((".*"), (true|false)\);$/m.exec(code);
  if (!made) throw new Error(`Unexpected module for ${name}: ${code}`);
  return tablerIcon(JSON.parse(made[1]!) as string, made[2] === 'true');
}

describe('the Tabler icons the build makes', () => {
  it("draw Tabler's icon at Tabler's defaults: 24 px, a stroke 2 wide in the text's colour", async () => {
    const markup = renderToStaticMarkup(createElement(await icon('check')));
    expect(markup).toBe(
      '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-linecap="round"' +
        ' stroke-linejoin="round" stroke-width="2"><path d="m5 12l5 5L20 7"/></svg>',
    );
  });

  it('take a size, a stroke width and other attributes from their props', async () => {
    const markup = renderToStaticMarkup(
      createElement(await icon('plus'), { width: 36, height: 36, strokeWidth: 1.5, 'aria-hidden': true }),
    );
    expect(markup).toMatch(
      /^<svg viewBox="0 0 24 24" width="36" height="36" .* stroke-width="1.5" aria-hidden="true">/,
    );
    // The paths take their stroke from the <svg>, so the width given there is the one drawn.
    expect(markup).not.toMatch(/<path[^>]*stroke-width/);
  });

  it('keep a filled icon filled, without an outline', async () => {
    const markup = renderToStaticMarkup(createElement(await icon('brand-google-filled')));
    expect(markup).toMatch(
      /^<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor"><path fill="currentColor" d="/,
    );
    expect(markup).not.toContain('stroke');
  });

  it('make every icon the portal imports', async () => {
    const imported = readdirSync(new URL('../src/', import.meta.url), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .flatMap((entry) => [
        ...readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(/'~icons\/tabler\/([a-z0-9-]+)'/g),
      ])
      .map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(40);
    for (const name of new Set(imported))
      expect(renderToStaticMarkup(createElement(await icon(name)))).toMatch(/^<svg /);
  });
});
