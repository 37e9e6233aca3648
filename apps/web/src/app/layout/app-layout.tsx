// The notifications package's own styles; the UI kit's component styles come with each module.
import '@mantine/notifications/styles.layer.css';
import { Container } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { CallPanel } from '../../components/call/call-panel';
import { queryClient } from '../../lib/query-client';
import { siteConfig } from '../../lib/site-config';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

/**
 * Says the vendors are emulated, as a slim bar above the header (like a payment dashboard's test
 * mode): it covers nothing of the page and takes no room from the navigation.
 */
function SandboxBar() {
  if (!siteConfig.sandbox) return null;
  return (
    <div className={classes.sandboxBar} role="note" aria-label="Sandbox mode">
      <strong>Sandbox</strong> · vendors without API keys are emulated locally; nothing is billed or dialled.
    </div>
  );
}

/** The signed-in shell: header with navigation, the page, the footer. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <div className={classes.shell}>
        <SandboxBar />
        <Header />
        <main className={classes.main}>
          <Container size="lg" py="xl">
            <Outlet />
          </Container>
        </main>
        <Footer />
        <CallPanel />
      </div>
    </QueryClientProvider>
  );
}

export { AppLayout as Component };
