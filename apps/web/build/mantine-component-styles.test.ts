import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineComponentStyles, readMantineStyles } from './mantine-component-styles';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const styles = readMantineStyles(webDir);
const sheetsOf = (packageName: string, names: string[]) =>
  styles
    .sheetsFor(styles.componentsFor(packageName, names))
    .map((sheet) => /styles\/(\w+)\.layer\.css$/.exec(sheet)![1]);

describe('the UI kit styles a module needs', () => {
  it('follows a component to the components it is built on, in the kit stylesheet’s order', () => {
    expect(sheetsOf('@mantine/core', ['Button'])).toEqual(['UnstyledButton', 'Loader', 'Button']);
    expect(sheetsOf('@mantine/core', ['Modal'])).toEqual([
      'ScrollArea',
      'UnstyledButton',
      'VisuallyHidden',
      'Paper',
      'Overlay',
      'CloseButton',
      'ModalBase',
      'Modal',
    ]);
  });

  it('gives a component without styles of its own those of its parts (Select: Combobox, Popover, Input)', () => {
    const select = sheetsOf('@mantine/core', ['Select']);
    expect(select).toEqual(expect.arrayContaining(['Combobox', 'Popover', 'Input', 'ScrollArea']));
    expect(select).not.toContain('Checkbox');
  });

  it('needs nothing for what has no styles (Box, the provider, helpers)', () => {
    expect(sheetsOf('@mantine/core', ['Box', 'MantineProvider', 'rem', 'useMantineTheme'])).toEqual([]);
  });

  it('reads through another Mantine package to the core components it renders', () => {
    expect(sheetsOf('@mantine/notifications', ['Notifications'])).toContain('Notification');
  });
});

describe('the Vite plugin', () => {
  // The plugin reads the kit installed beside the app folder it is given: this app's.
  const plugin = mantineComponentStyles(`${webDir}src/`);
  const hook = plugin.transform as unknown as (this: unknown, code: string, id: string) => { code: string } | null;
  const transform = (code: string, id: string) => hook.call({}, code, id);

  it('prepends the styles of the components a module imports, once each, and ignores type imports', () => {
    const code = [
      "import type { ButtonProps } from '@mantine/core';",
      "import { Button, Text as Label } from '@mantine/core';",
      "import { Tooltip } from '@mantine/core';",
      'export const x = [Button, Label, Tooltip];',
    ].join('\n');
    const result = transform(code, `${webDir}src/feature/thing.tsx`)!;
    expect(result.code.split('\n').slice(0, 5)).toEqual([
      "import '@mantine/core/styles/UnstyledButton.layer.css';",
      "import '@mantine/core/styles/Loader.layer.css';",
      "import '@mantine/core/styles/Text.layer.css';",
      "import '@mantine/core/styles/Button.layer.css';",
      "import '@mantine/core/styles/Tooltip.layer.css';",
    ]);
    expect(result.code.endsWith(code)).toBe(true);
  });

  it('gives a module that re-exports a component its styles (a lazily loaded tooltip)', () => {
    const code = "export { Tooltip } from '@mantine/core';";
    expect(transform(code, `${webDir}src/components/ui/tooltip.ts`)!.code).toBe(
      `import '@mantine/core/styles/Tooltip.layer.css';\n${code}`,
    );
  });

  it('leaves modules outside the app and modules without kit components alone', () => {
    expect(transform("import { Button } from '@mantine/core';", '/elsewhere/node_modules/x/index.tsx')).toBeNull();
    expect(transform("import { useMantineTheme } from '@mantine/core';", `${webDir}src/a.ts`)).toBeNull();
    expect(transform("import { useState } from 'react';", `${webDir}src/a.ts`)).toBeNull();
  });
});
