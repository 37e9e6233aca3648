import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page needs, kept small because the login page loads it too. Data fetching and
 * notifications live in the signed-in layout. Every page is light; the sign-in form is a dark
 * island of its own (components/ui/dark-scope.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme's variables come with the first stylesheet (theme-variables.css, made from this
    // theme and resolver at build), not worked out in the browser on every load.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
