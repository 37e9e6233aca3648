// The notifications package's own styles; the UI kit's component styles come with each module.
import '@mantine/notifications/styles.layer.css';
import { Container } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Outlet } from 'react-router';
import { CallPanel } from '../../components/call/call-panel';
import { queryClient } from '../../lib/query-client';
import { siteConfig } from '../../lib/site-config';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import { useBottomEdge } from './use-bottom-edge';

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
 * The toasts' corner, just below the header so they never cover its navigation or Sign Out (its
 * own component: only it follows the scroll). The kit renders one container per corner with the
 * same props, so the offset travels as a variable that only the top corners' rule reads.
 */
function Toasts({ below }: { below: RefObject<HTMLElement | null> }) {
  const headerBottom = useBottomEdge(below);
  return (
    <Notifications
      position="top-right"
      className={classes.toasts}
      style={{ '--shell-header-bottom': `${headerBottom}px` } as CSSProperties}
    />
  );
}

/** The signed-in shell: header with navigation, the page (the route's, or `children`), the footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  return (
    <QueryClientProvider client={queryClient}>
      <Toasts below={headerRef} />
      <div className={classes.shell}>
        <SandboxBar />
        <Header elementRef={headerRef} />
        <main className={classes.main}>
          <Container size="lg" py="xl">
            {children ?? <Outlet />}
          </Container>
        </main>
        <Footer />
        <CallPanel />
      </div>
    </QueryClientProvider>
  );
}

export { AppLayout as Component };
