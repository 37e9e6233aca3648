import { createElement, type ComponentType, type SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tablerIcons } from './tabler-icons';

type Hook = ((...args: unknown[]) => unknown) | { handler: (...args: unknown[]) => unknown };
const call = (hook: Hook, ...args: unknown[]) => (typeof hook === 'function' ? hook : hook.handler).call({}, ...args);

/** The icon's module as the build makes it, evaluated with this process's React. */
async function icon(name: string): Promise<ComponentType<SVGProps<SVGSVGElement>>> {
  const plugin = tablerIcons() as unknown as { resolveId: Hook; load: Hook };
  const id = (await call(plugin.resolveId, `~icons/tabler/${name}`)) as string;
  const { code } = (await call(plugin.load, id)) as { code: string };
  const body = code.replace("import { createElement } from 'react';", '').replace('export default ', 'return ');
  return new Function('createElement', body)(createElement);
}

describe('the Tabler icons the build makes', () => {
  it("draw Tabler's icon at Tabler's defaults: 24 px, a stroke 2 wide in the text's colour", async () => {
    const markup = renderToStaticMarkup(createElement(await icon('check')));
    expect(markup).toBe(
      '<svg stroke-width="2" viewBox="0 0 24 24" width="24" height="24">' +
        '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" d="m5 12l5 5L20 7"/>' +
        '</svg>',
    );
  });

  it('take a size, a stroke width and other attributes from their props', async () => {
    const markup = renderToStaticMarkup(
      createElement(await icon('plus'), { width: 36, height: 36, strokeWidth: 1.5, 'aria-hidden': true }),
    );
    expect(markup).toMatch(/^<svg stroke-width="1.5" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">/);
    // The paths take their stroke from the <svg>, so the width given there is the one drawn.
    expect(markup).not.toMatch(/<path[^>]*stroke-width/);
  });

  it('keep a filled icon filled', async () => {
    expect(renderToStaticMarkup(createElement(await icon('brand-google-filled')))).toMatch(
      /<path fill="currentColor" d="/,
    );
  });
});
