import { Router } from 'wouter';
import { useGuardedBrowserLocation } from '../lib/navigation/browser-location';
import { AppRoutes } from './app-routes';
import { RootLayout } from './root-layout';

export function App() {
  return (
    <Router hook={useGuardedBrowserLocation}>
      <RootLayout>
        <AppRoutes />
      </RootLayout>
    </Router>
  );
}
