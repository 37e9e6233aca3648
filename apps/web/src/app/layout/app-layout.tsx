import '@mantine/notifications/styles.css';
import { Container } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { CallPanel } from '../../components/call/call-panel';
import { queryClient } from '../../lib/query-client';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

/** The signed-in shell: header with navigation, the page, the footer. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <div className={classes.shell}>
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
