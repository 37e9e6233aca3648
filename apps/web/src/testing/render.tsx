import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { guardNavigate, type Navigate } from '../lib/navigation/blocking';

/**
 * Shared helpers for component tests of any feature: Mantine in test mode (no transitions or
 * portals), a fresh query client, a memory router and a fetch stub keyed by 'METHOD /api/path'.
 * The jsdom polyfills and the cleanup after each test live in `setup.ts`.
 */

/** Another page of a test, to check where the page under test navigates. */
export type TestRoute = { path: string; element: ReactElement };

type RenderOptions = {
  /** The route pattern of `ui` (a query string is ignored). */
  path?: string;
  /** The address the router starts at; `path` by default. */
  entry?: string;
  /** Other routes, to check where the page navigates. */
  routes?: TestRoute[];
  /** The query cache, when the test needs other defaults than no retries. */
  queryClient?: QueryClient;
};

export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    entry = path,
    routes = [],
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: RenderOptions = {},
) {
  const router = memoryRouter(entry);
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <Router hook={router.hook}>
          <Switch>
            <Route path={path.split('?')[0]}>{ui}</Route>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.element}
              </Route>
            ))}
          </Switch>
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * An address kept in memory, with the app's navigation blockers in its way like the browser's:
 * a test reads where the page went (`location`, and whether the last move replaced the entry) and
 * can navigate itself.
 */
function memoryRouter(entry: string) {
  const memory = memoryLocation({ path: entry, record: true });
  let lastAction: 'PUSH' | 'REPLACE' = 'PUSH';
  const location = () => {
    const [pathname = '/', search] = (memory.history.at(-1) ?? entry).split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  const navigate: Navigate = guardNavigate(
    (to, options) => {
      lastAction = options?.replace ? 'REPLACE' : 'PUSH';
      memory.navigate(to, options);
    },
    () => location().pathname,
  );
  const hook = Object.assign((): [string, Navigate] => [memory.hook()[0], navigate], {
    searchHook: memory.searchHook,
  });
  return {
    hook,
    navigate,
    get location() {
      return location();
    },
    get lastAction() {
      return lastAction;
    },
  };
}

const MantineOnly = ({ children }: { children: ReactNode }) => <MantineProvider env="test">{children}</MantineProvider>;

/** Renders with Mantine alone (no router, no queries); rerender keeps it. */
export const renderWithMantine = (ui: ReactElement) => render(ui, { wrapper: MantineOnly });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit | undefined, url: string) => Promise<Response> | Response;

/**
 * Stubs fetch: the handler of 'METHOD /api/path?query' answers, else that of 'METHOD /api/path';
 * anything else fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${url.split('?')[0]}`];
    if (!handler) throw new Error(`unexpected request ${method} ${url}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs fetch with one function that gets the request URL (path and query) and answers it. */
export function mockFetch(respond: (url: URL) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(new URL(String(input), 'http://test')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call of a fetch mock. */
export const sentBody = (fetchMock: ReturnType<typeof mockApi>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

/** A promise settled from outside, to hold a response while a busy state is checked. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
