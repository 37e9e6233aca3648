import { MantineProvider } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { DocumentTitle } from './layout/document-title';
import { ScrollToTop } from './layout/scroll-to-top';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page needs, kept small because the login page loads it too. Data fetching and
 * notifications live in the signed-in layout. The login screen is dark-themed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={pathname === paths.login ? 'dark' : 'light'}
    >
      <DocumentTitle />
      <ScrollToTop />
      <Outlet />
    </MantineProvider>
  );
}
