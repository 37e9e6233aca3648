import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { ProtectedRoute, PublicOnlyRoute } from './routes/protected-route';
import { RouteError } from './routes/route-error';

/** Lazy route modules keep each page's code out of the others' first load. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [{ path: '/login', ...page(() => import('./routes/login')) }],
      },
      { path: '/confirm-email', ...page(() => import('./routes/confirm-email')) },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [
              { path: '/', ...page(() => import('./routes/home')) },
              { path: '/account', ...page(() => import('./routes/account')) },
              { path: '/account-detail', ...page(() => import('./routes/account-detail')) },
              { path: '/subscription', ...page(() => import('./routes/subscription')) },
              { path: '/subscription-detail', ...page(() => import('./routes/subscription-detail')) },
              { path: '/agents', ...page(() => import('./routes/agents')) },
              { path: '/agent', ...page(() => import('./routes/agent-hub')) },
              { path: '/agent/:agentId', ...page(() => import('./routes/agent-hub')) },
              { path: '/agent/:agentId/profile', ...page(() => import('./routes/agent-profile')) },
              { path: '/agent/:agentId/configure', ...page(() => import('./routes/agent-configure')) },
              { path: '/calls', ...page(() => import('./routes/calls')) },
              { path: '/calls/:callId', ...page(() => import('./routes/call-detail')) },
              { path: '/connect', ...page(() => import('./routes/connect')) },
              { path: '/calendar', ...page(() => import('./routes/calendar')) },
              { path: '/phone-numbers', ...page(() => import('./routes/phone-numbers')) },
              { path: '/google-auth-callback', ...page(() => import('./routes/google-auth-callback')) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
