import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildState, writeBuildStamp } from './build-inputs';

// A repository of a few files in a temporary folder, built and then changed as a developer would.

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
/** What `npm run build` leaves: the index.html naming the scripts it wrote. */
const build = (entry = 'index-abc.js') => write('apps/web/dist/index.html', `<script src="/assets/${entry}"></script>`);
/** Builds and stamps, as `npm start` does. */
const buildAndStamp = () => {
  const { inputs } = buildState(root);
  build();
  writeBuildStamp(root, inputs);
};
const upToDate = () => buildState(root).upToDate;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-build-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/src/features/calls/calls-page.tsx', 'export const CallsPage = () => null;');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/shared/src/calls.ts', 'export const calls = [];');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start must build the web app', () => {
  it('builds when there is no build, or a build it did not stamp', () => {
    expect(upToDate()).toBe(false);
    build();
    expect(upToDate()).toBe(false);
  });

  it('does not build again when nothing changed, nor for a changed test', () => {
    buildAndStamp();
    expect(upToDate()).toBe(true);
    write('apps/web/src/features/calls/calls-page.test.tsx', 'it("lists", () => {});');
    expect(upToDate()).toBe(true);
  });

  it.each([
    [
      'a changed source',
      () => write('apps/web/src/features/calls/calls-page.tsx', 'export const CallsPage = () => 1;'),
    ],
    ['a new source', () => write('apps/web/src/features/calls/call-card.tsx', 'export {};')],
    ['a deleted source', () => rmSync(join(root, 'apps/web/src/features/calls/calls-page.tsx'))],
    [
      'a moved source',
      () => {
        rmSync(join(root, 'apps/web/src/main.tsx'));
        write('apps/web/src/app/main.tsx', 'render(<App />);');
      },
    ],
    ['a change to the shared code', () => write('packages/shared/src/calls.ts', 'export const calls = [1];')],
    ['a change to the build configuration', () => write('apps/web/vite.config.ts', 'export default { base: "/" };')],
    ['a changed lockfile', () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
    ['a new file in public', () => write('apps/web/public/robots.txt', 'User-agent: *')],
    ['a build of other sources by npm run build', () => build('index-def.js')],
    ['a deleted build', () => rmSync(join(root, 'apps/web/dist'), { recursive: true })],
  ])('builds again after %s', (_change, change) => {
    buildAndStamp();
    change();
    expect(upToDate()).toBe(false);
  });

  it('builds again when a source was saved while the build ran', () => {
    const { inputs } = buildState(root);
    write('apps/web/src/main.tsx', 'render(<App strict />);');
    build();
    writeBuildStamp(root, inputs);
    expect(upToDate()).toBe(false);
  });
});
