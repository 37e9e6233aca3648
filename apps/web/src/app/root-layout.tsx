import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * The kit's context as its MantineProvider sets it for this app: always light (the html element
 * says so from the first byte), the theme's variables and global classes from the first
 * stylesheet (theme-variables.css, made from this theme at build). The provider itself would also
 * bring the code that works those out in the browser, and a colour scheme manager, to every page.
 */
const context = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
} as const;

/**
 * What every page needs, kept small because the login page loads it too. Data fetching and
 * notifications live in the signed-in layout. Every page is light; the sign-in form is a dark
 * island of its own (components/ui/dark-scope.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
