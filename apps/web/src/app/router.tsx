import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PageMeta } from './layout/document-title';
import { RootLayout } from './root-layout';
import { ProtectedRoute, PublicOnlyRoute } from './routes/protected-route';
import { RouteError } from './routes/route-error';

/** Lazy route modules keep each page's code out of the others' first load; the title names the tab. */
const page = (
  meta: PageMeta,
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: meta,
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/public-layout')).PublicLayout }),
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              {
                path: '/login',
                ...page(
                  {
                    title: 'Sign in',
                    description:
                      'Sign in or create an account to build, personalise and test AI phone agents for your business.',
                  },
                  () => import('./routes/login'),
                ),
              },
              {
                path: '/signup',
                ...page(
                  {
                    title: 'Sign up',
                    description: 'Create an account to build, personalise and test AI phone agents for your business.',
                  },
                  () => import('./routes/signup'),
                ),
              },
            ],
          },
          { path: '/confirm-email', ...page({ title: 'Confirm your e-mail' }, () => import('./routes/confirm-email')) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [
              { path: '/', ...page({ title: 'Home' }, () => import('./routes/home')) },
              { path: '/account', ...page({ title: 'Account' }, () => import('./routes/account')) },
              {
                path: '/account-detail',
                ...page({ title: 'Account details' }, () => import('./routes/account-detail')),
              },
              { path: '/subscription', ...page({ title: 'Subscription' }, () => import('./routes/subscription')) },
              {
                path: '/subscription-detail',
                ...page({ title: 'Subscription details' }, () => import('./routes/subscription-detail')),
              },
              { path: '/agents', ...page({ title: 'Agents' }, () => import('./routes/agents')) },
              { path: '/agent', ...page({ title: 'Agent' }, () => import('./routes/agent-hub')) },
              { path: '/agent/:agentId', ...page({ title: 'Agent' }, () => import('./routes/agent-hub')) },
              {
                path: '/agent/:agentId/profile',
                ...page({ title: 'Agent profile' }, () => import('./routes/agent-profile')),
              },
              {
                path: '/agent/:agentId/configure',
                ...page({ title: 'Design your agent' }, () => import('./routes/agent-configure')),
              },
              {
                path: '/agent/:agentId/scenarios',
                ...page({ title: 'Test scenarios' }, () => import('./routes/agent-scenarios')),
              },
              { path: '/calls', ...page({ title: 'Calls' }, () => import('./routes/calls')) },
              { path: '/calls/:callId', ...page({ title: 'Call details' }, () => import('./routes/call-detail')) },
              { path: '/analytics', ...page({ title: 'Call analytics' }, () => import('./routes/analytics')) },
              { path: '/connect', ...page({ title: 'Connect' }, () => import('./routes/connect')) },
              { path: '/calendar', ...page({ title: 'Calendar' }, () => import('./routes/calendar')) },
              { path: '/phone-numbers', ...page({ title: 'Phone numbers' }, () => import('./routes/phone-numbers')) },
              {
                path: '/google-auth-callback',
                ...page({ title: 'Connecting Google Calendar' }, () => import('./routes/google-auth-callback')),
              },
            ],
          },
        ],
      },
      { path: '*', ...page({ title: 'Page not found' }, () => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
