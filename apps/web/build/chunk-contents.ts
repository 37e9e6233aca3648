/**
 * What each built script holds, by package (or by folder of the app), largest share first. The
 * bench names it beside a page's largest scripts ("index 77.3 kB: react-dom 87%, @mantine/core 6%"),
 * so a figure over budget says what to look at. Written beside the build, not into it: nobody
 * downloads it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export type ChunkShare = { name: string; percent: number };
export type ChunkContents = Record<string, ChunkShare[]>;

/** The package a module belongs to (the innermost, for a nested copy), or the app's folder two levels down (`features/agents`). */
export function ownerOf(moduleId: string): string {
  const dependency = moduleId.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1]!;
  const own = moduleId.match(/(?:apps\/web\/src|packages\/(shared)\/src)\/([^?]*)/);
  if (!own) return 'other';
  const folders = own[2]!.split('/').slice(0, -1).slice(0, 2);
  return [own[1], ...folders].filter(Boolean).join('/') || 'app';
}

/** Each chunk's file with the shares of its (tree-shaken, not yet minified) code, the largest `top` of them. */
export function chunkContents(bundle: Rolldown.OutputBundle, top = 4): ChunkContents {
  const contents: ChunkContents = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const sizes = new Map<string, number>();
    for (const [id, module] of Object.entries(output.modules)) {
      sizes.set(ownerOf(id), (sizes.get(ownerOf(id)) ?? 0) + module.renderedLength);
    }
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    if (total === 0) continue;
    contents[output.fileName] = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, size]) => ({ name, percent: Math.round((size / total) * 100) }));
  }
  return contents;
}

export function chunkContentsPlugin(outFile: string): Plugin {
  return {
    name: 'portal-chunk-contents',
    apply: 'build',
    async writeBundle(_options, bundle) {
      await mkdir(dirname(outFile), { recursive: true });
      await writeFile(outFile, JSON.stringify(chunkContents(bundle)));
    },
  };
}
