import { MantineProvider } from '@mantine/core';
import { Outlet } from 'react-router';
import { DocumentTitle } from './layout/document-title';
import { ScrollToTop } from './layout/scroll-to-top';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page needs, kept small because the login page loads it too. Data fetching and
 * notifications live in the signed-in layout. Every page is light; the sign-in form is a dark
 * island of its own (components/ui/dark-scope.tsx).
 */
export function RootLayout() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <DocumentTitle />
      <ScrollToTop />
      <Outlet />
    </MantineProvider>
  );
}
