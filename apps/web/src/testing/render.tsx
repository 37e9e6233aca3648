import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/**
 * Shared helpers for component tests of any feature: Mantine in test mode (no transitions or
 * portals), a fresh query client, a memory router and a fetch stub keyed by 'METHOD /api/path'.
 * The jsdom polyfills and the cleanup after each test live in `setup.ts`.
 */

type RenderOptions = {
  /** The route pattern of `ui` (a query string is ignored). */
  path?: string;
  /** The address the router starts at; `path` by default. */
  entry?: string;
  /** Other routes, to check where the page navigates. */
  routes?: RouteObject[];
};

export function renderPage(ui: ReactElement, { path = '/', entry = path, routes = [] }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: path.split('?')[0], element: ui }, ...routes], {
    initialEntries: [entry],
  });
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
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
