import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pages from '@portal/shared/pages.plain';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeModules, routePreloads } from './route-preloads';

const routerSource = readFileSync(fileURLToPath(new URL('../src/app/router.tsx', import.meta.url)), 'utf8');

describe("the router's pages", () => {
  const routes = routeModules(routerSource);

  it('finds every page of the router, each with its layout, and leaves out the not-found page', () => {
    const named = [...routerSource.matchAll(/path:\s*pages\.(\w+)/g)].map((match) => match[1] as keyof typeof pages);
    expect(named).toHaveLength(Object.keys(pages).length);
    expect(routes.map((route) => route.path)).toEqual(named.map((name) => pages[name]));
    expect(routes.find((route) => route.path === '/login')?.modules).toEqual(['layout/public-layout', 'routes/login']);
    expect(routes.find((route) => route.path === '/agents')?.modules).toEqual(['layout/app-layout', 'routes/agents']);
    expect(routes.find((route) => route.path === '/agent/:agentId/configure')?.modules).toEqual([
      'layout/app-layout',
      'routes/agent-configure',
    ]);
  });
});

const chunk = (fileName: string, extra: Record<string, unknown> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    moduleIds: [],
    isEntry: false,
    ...extra,
  }) as unknown as Rolldown.OutputChunk;

describe('routePreloads', () => {
  const bundle = {
    entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/kit.js'] }),
    kit: chunk('assets/kit.js'),
    layout: chunk('assets/layout.js', {
      moduleIds: ['/app/layout/app-layout.tsx'],
      imports: ['assets/kit.js', 'assets/nav.js'],
    }),
    nav: chunk('assets/nav.js'),
    page: chunk('assets/agents.js', { moduleIds: ['/app/routes/agents.tsx'], imports: ['assets/nav.js'] }),
  } as unknown as Rolldown.OutputBundle;

  it("lists the layout's and the page's chunks, without what the entry already loads", () => {
    const [agents] = routePreloads(
      [{ path: '/agents', modules: ['layout/app-layout', 'routes/agents'] }],
      '/app',
      bundle,
    );
    expect(agents).toEqual({
      path: '/agents',
      js: ['assets/layout.js', 'assets/nav.js', 'assets/agents.js'],
    });
  });

  it('fails the build when no chunk holds a page (the router changed shape)', () => {
    expect(() => routePreloads([{ path: '/x', modules: ['routes/missing'] }], '/app', bundle)).toThrow(
      /no chunk holds routes\/missing/,
    );
  });
});
