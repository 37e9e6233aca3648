import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// The tests run from the repository's root.
const tokens = readFileSync(resolve('apps/web/src/app/design-tokens.css'), 'utf8');
/** The declarations of the first rule with this selector (after a given point of the sheet). */
const rule = (selector: string, after = 0) => {
  const start = tokens.indexOf(`${selector} {`, after);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return tokens.slice(start, tokens.indexOf('}', start));
};
const sizes = ['xs', 'sm', 'compact-xs', 'compact-sm', 'compact-md'];

describe('the theme', () => {
  it("names a toast's close button, so screen readers can dismiss it", () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification onClose={() => undefined}>Profile updated successfully!</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});

describe('one button system (design-tokens.css)', () => {
  it('makes every size the pages pass 36 px tall, and 40 px on a phone', () => {
    const laptop = rule('.mantine-Button-root');
    for (const size of sizes) expect(laptop).toContain(`--button-height-${size}: 2.25rem;`);
    const phone = rule(
      ':root .mantine-Button-root',
      tokens.indexOf('@media (max-width: 47.99em)', tokens.indexOf('kit-theme {')),
    );
    for (const size of sizes) expect(phone).toContain(`--button-height-${size}: 2.5rem;`);
  });

  it('draws the pale light and the outline buttons as secondary ones, unless disabled', () => {
    const secondary = rule(
      ".mantine-Button-root:is([data-variant='light'], [data-variant='outline']):not(:disabled, [data-disabled])",
    );
    expect(secondary).toContain('background: var(--mantine-color-default);');
    expect(secondary).toContain('color: var(--mantine-color-default-color);');
    expect(secondary).toContain('border: 1px solid var(--mantine-color-default-border);');
  });

  it("sits above the kit's layer, so it applies whatever order the sheets arrive in", () => {
    expect(tokens).toContain('@layer mantine, kit-theme;');
  });
});
