/**
 * Which built files each page needs beyond the entry, written to `route-preloads.json` for the
 * server. A page's code is loaded lazily: without help the browser learns of the layout's and the
 * page's chunks only after the entry script has run, one network round trip after another. The
 * server names them in the page's HTML instead (`<link rel="modulepreload">`), so a phone
 * downloads them alongside the entry.
 *
 * The table of pages is read from the router's source: each route object's `path: pages.<name>`
 * (its pattern in the shared page table) and the `import('./routes/...')` that follows it, inside
 * the block of the layout whose import comes first (the public or the signed-in layout).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, while it leaves a
// package's to Node, which cannot load TypeScript.
import * as pages from '../../../packages/shared/src/pages.plain.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RouteModules = { path: string; modules: string[] };
export type RoutePreload = { path: string; js: string[] };

const LAYOUT_IMPORT = /import\('\.\/(layout\/[\w-]+)'\)/g;
const ROUTE = /path:\s*pages\.(\w+)[^]*?import\('\.\/(routes\/[\w-]+)'\)/g;

function patternOf(name: string): string {
  const pattern = (pages as Record<string, string>)[name];
  if (!pattern) throw new Error(`route-preloads: the router names a page the page table lacks (${name})`);
  return pattern;
}

/**
 * The pages of the router's source with the modules each loads lazily (its layout, then itself),
 * relative to the router's folder and without extension. The catch-all page is left out: it is
 * the not-found page, not in the page table, never worth a head start.
 */
export function routeModules(routerSource: string): RouteModules[] {
  const layouts = [...routerSource.matchAll(LAYOUT_IMPORT)].map((match) => ({ at: match.index, module: match[1]! }));
  return [...routerSource.matchAll(ROUTE)].map((match) => {
    const layout = layouts.filter((candidate) => candidate.at < match.index).at(-1);
    return { path: patternOf(match[1]!), modules: [...(layout ? [layout.module] : []), match[2]!] };
  });
}

/** The chunk's file and every chunk it imports statically, in load order. */
function closure(chunk: OutputChunk, chunks: Map<string, OutputChunk>, files = new Set<string>()) {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = chunks.get(imported);
    if (next) closure(next, chunks, files);
  }
  return files;
}

/** Each page's chunks that the entry does not already load. */
export function routePreloads(routes: RouteModules[], routerDir: string, bundle: OutputBundle): RoutePreload[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  // The chunk holding each module: a small page may share a chunk with others rather than be its own.
  const byModule = new Map([...chunks.values()].flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry, chunks) : new Set<string>();
  return routes.map(({ path, modules }) => {
    const files = new Set(loaded);
    for (const module of modules) {
      const chunk = byModule.get(resolve(routerDir, `${module}.tsx`));
      if (!chunk) throw new Error(`route-preloads: no chunk holds ${module} (${path})`);
      closure(chunk, chunks, files);
    }
    return { path, js: [...files].filter((file) => !loaded.has(file)) };
  });
}

/** Writes `route-preloads.json` beside index.html at build. */
export function routePreloadsPlugin(routerFile: string): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(routerFile, 'utf8'));
      const preloads = routePreloads(routes, dirname(routerFile), bundle);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
