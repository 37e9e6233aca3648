import { Container } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CallPanel } from '../../components/call/call-panel';
import { queryClient } from '../../lib/query-client';
import { siteConfig } from '../../lib/site-config';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

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

/**
 * The toasts' corner loads with the first toast: most visits raise none, and the page's script
 * stays lighter without it. A toast raised meanwhile waits in the kit's store and shows as the
 * corner arrives.
 */
function LazyToasts({ below }: { below: RefObject<HTMLElement | null> }) {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0) setWanted(true);
    });
    return () => {
      unsubscribe();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts below={below} />
    </Suspense>
  ) : null;
}

/** The signed-in shell: header with navigation, the page (the route's, or `children`), the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  return (
    <QueryClientProvider client={queryClient}>
      <LazyToasts below={headerRef} />
      <div className={classes.shell}>
        <SandboxBar />
        <Header elementRef={headerRef} />
        <main className={classes.main}>
          <Container size="lg" className={classes.content}>
            {children}
          </Container>
        </main>
        <Footer />
        <CallPanel />
      </div>
    </QueryClientProvider>
  );
}

export { AppLayout as Component };
