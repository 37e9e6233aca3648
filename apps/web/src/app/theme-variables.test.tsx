import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from '../../build/theme-variables';

const withoutComment = (css: string) => css.replace(/^\/\*[^]*?\*\/\n/, '').trim();

describe("the theme's variables and the kit's global classes, made at build", () => {
  it("are what the kit's provider itself would write into the page", () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>page</p>
      </MantineProvider>,
    );
    const written = [...document.querySelectorAll('style[data-mantine-styles]')]
      .map((style) => style.textContent?.trim())
      .join('\n');
    expect(written).toContain('.mantine-visible-from-md');
    expect(written.length).toBeGreaterThan(100);
    expect(withoutComment(themeVariablesCss())).toBe(written.trim());
  });

  it('are up to date in src/app/theme-variables.css (npx tsx apps/web/build/theme-variables.ts)', () => {
    // The tests run from the repository's root.
    expect(readFileSync(resolve('apps/web/src/app/theme-variables.css'), 'utf8')).toBe(themeVariablesCss());
  });
});
