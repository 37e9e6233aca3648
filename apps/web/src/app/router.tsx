import type { ComponentType, ReactNode } from 'react';
import * as pages from '@portal/shared/pages.plain';
import { loadOnce } from '../lib/load-once';
import type { PageMeta } from './layout/document-title';

type Module<Props> = { Component: ComponentType<Props> };
/** A module of the app loaded when first needed, and at hand once it has been. */
export type LazyModule<Props = object> = ReturnType<typeof loadOnce<Module<Props>>>;

export type PageRoute = {
  /** The address pattern: `/agent/:agentId` gives the page `useParams().agentId`. */
  path: string;
  /** Names the tab and describes the page to search engines. */
  meta: PageMeta;
  page: LazyModule;
  /** The sign-in and sign-up pages send a signed-in visitor on to Home. */
  publicOnly?: boolean;
};

export type RouteGroup = {
  /** The group's pages need a session: without one the visitor is sent to sign in. */
  signedIn: boolean;
  layout: LazyModule<{ children: ReactNode }>;
  routes: PageRoute[];
};

/** Lazy page modules keep each page's code out of the others' first load; the title names the tab. */
const page = (meta: PageMeta, load: () => Promise<Module<object>>) => ({ meta, page: loadOnce(load) });
const layout = (load: () => Promise<Module<{ children: ReactNode }>>) => loadOnce(load);

export const routeGroups: RouteGroup[] = [
  {
    signedIn: false,
    layout: layout(() => import('./layout/public-layout')),
    routes: [
      {
        path: pages.login,
        publicOnly: true,
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
        path: pages.signup,
        publicOnly: true,
        ...page(
          {
            title: 'Sign up',
            description: 'Create an account to build, personalise and test AI phone agents for your business.',
          },
          () => import('./routes/signup'),
        ),
      },
      { path: pages.confirmEmail, ...page({ title: 'Confirm your e-mail' }, () => import('./routes/confirm-email')) },
    ],
  },
  {
    signedIn: true,
    layout: layout(() => import('./layout/app-layout')),
    routes: [
      { path: pages.home, ...page({ title: 'Home' }, () => import('./routes/home')) },
      { path: pages.account, ...page({ title: 'Account' }, () => import('./routes/account')) },
      { path: pages.accountDetail, ...page({ title: 'Account details' }, () => import('./routes/account-detail')) },
      { path: pages.integrations, ...page({ title: 'Integrations' }, () => import('./routes/integrations')) },
      { path: pages.privacy, ...page({ title: 'Privacy & Data' }, () => import('./routes/privacy')) },
      {
        path: pages.webhookEndpoint,
        ...page({ title: 'Webhook endpoint' }, () => import('./routes/webhook-endpoint')),
      },
      { path: pages.subscription, ...page({ title: 'Subscription' }, () => import('./routes/subscription')) },
      {
        path: pages.subscriptionDetail,
        ...page({ title: 'Subscription details' }, () => import('./routes/subscription-detail')),
      },
      { path: pages.agents, ...page({ title: 'Agents' }, () => import('./routes/agents')) },
      { path: pages.agentWithoutId, ...page({ title: 'Agent' }, () => import('./routes/agent-hub')) },
      { path: pages.agent, ...page({ title: 'Agent' }, () => import('./routes/agent-hub')) },
      { path: pages.agentProfile, ...page({ title: 'Agent profile' }, () => import('./routes/agent-profile')) },
      {
        path: pages.agentConfigure,
        ...page({ title: 'Design your agent' }, () => import('./routes/agent-configure')),
      },
      {
        path: pages.agentScenarios,
        ...page({ title: 'Test scenarios' }, () => import('./routes/agent-scenarios')),
      },
      {
        path: pages.agentVersions,
        ...page({ title: 'Version history' }, () => import('./routes/agent-versions')),
      },
      { path: pages.calls, ...page({ title: 'Calls' }, () => import('./routes/calls')) },
      { path: pages.call, ...page({ title: 'Call details' }, () => import('./routes/call-detail')) },
      {
        path: pages.blockedCallers,
        ...page({ title: 'Blocked callers' }, () => import('./routes/blocked-callers')),
      },
      { path: pages.callers, ...page({ title: 'Callers' }, () => import('./routes/callers')) },
      { path: pages.caller, ...page({ title: 'Caller' }, () => import('./routes/caller')) },
      { path: pages.analytics, ...page({ title: 'Call analytics' }, () => import('./routes/analytics')) },
      { path: pages.connect, ...page({ title: 'Connect' }, () => import('./routes/connect')) },
      { path: pages.calendar, ...page({ title: 'Calendar' }, () => import('./routes/calendar')) },
      { path: pages.phoneNumbers, ...page({ title: 'Phone numbers' }, () => import('./routes/phone-numbers')) },
      {
        path: pages.googleAuthCallback,
        ...page({ title: 'Connecting Google Calendar' }, () => import('./routes/google-auth-callback')),
      },
    ],
  },
];

/** Any other address: the page chooses its shell, the portal's or the public one. */
export const notFoundRoute: PageRoute = {
  path: '*',
  ...page({ title: 'Page not found' }, () => import('./routes/not-found')),
};
