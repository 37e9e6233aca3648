import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkContents, ownerOf } from './chunk-contents';

describe('what the bench says a built script holds', () => {
  it('names a module by its package, or by the app folder it lives in', () => {
    expect(ownerOf('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
    expect(ownerOf('/repo/node_modules/wouter/src/index.js')).toBe('wouter');
    expect(ownerOf('/repo/node_modules/a/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(ownerOf('/repo/apps/web/src/features/agents/components/list/agent-card.tsx')).toBe('features/agents');
    expect(ownerOf('/repo/apps/web/src/main.tsx')).toBe('app');
    expect(ownerOf('/repo/packages/shared/src/agents/hours.ts')).toBe('shared/agents');
    expect(ownerOf('/repo/packages/shared/src/phone.ts')).toBe('shared');
  });

  it("gives each script's largest shares, largest first, and leaves out assets", () => {
    const module = (renderedLength: number) => ({ renderedLength }) as Rolldown.RenderedModule;
    const bundle = {
      'assets/index-abc.js': {
        type: 'chunk',
        fileName: 'assets/index-abc.js',
        modules: {
          '/r/node_modules/@mantine/core/a.mjs': module(600),
          '/r/node_modules/@mantine/core/b.mjs': module(150),
          '/r/node_modules/wouter/src/index.js': module(150),
          '/r/apps/web/src/app/router.tsx': module(100),
        },
      },
      'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
    } as unknown as Rolldown.OutputBundle;
    expect(chunkContents(bundle, 2)).toEqual({
      'assets/index-abc.js': [
        { name: '@mantine/core', percent: 75 },
        { name: 'wouter', percent: 15 },
      ],
    });
  });
});
