import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { tablerIcons } from './apps/web/build/tabler-icons';

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * The web test files that replace a module with vi.mock. The other web files share one module
 * registry per worker, where a module imported by an earlier file would escape the mock, so these
 * run isolated. Read from the files, so a new one is never missed.
 */
function webTestsMockingModules(dir = 'apps/web/src'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /\bvi\.(doMock|mock)\(/.test(readFileSync(file, 'utf8')));
}
const mockingWebTests = webTestsMockingModules();
const webEnvironment = { environment: 'jsdom' as const, setupFiles: ['apps/web/src/testing/setup.ts'] };
// The web app's icons are modules its build makes (`~icons/tabler/<name>`); its tests import them too.
const webPlugins = [tablerIcons()];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/shared/src/**/*.test.ts',
            'packages/sandbox/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Says once per run how to include the PostgreSQL-only tests (TEST_DATABASE_URL).
          globalSetup: ['apps/server/src/testing/postgres-setup.ts'],
          setupFiles: ['apps/server/src/testing/per-file-setup.ts'],
          // One module registry per worker rather than per file (much faster); each file still
          // starts with an emptied database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e-support',
          include: ['e2e/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The lint configuration's own tests (the architecture's boundaries hold at any depth) and the
        // web app's build steps.
        test: {
          name: 'tooling',
          include: ['eslint.boundaries.test.ts', 'dependencies.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: webPlugins,
        test: {
          name: 'web',
          include: [WEB_TESTS],
          exclude: mockingWebTests,
          ...webEnvironment,
          // One jsdom and one module registry per worker rather than per file: the web tests took
          // 155 s, 45 s this way. The setup file empties what a test could leave behind.
          isolate: false,
        },
      },
      {
        plugins: webPlugins,
        test: { name: 'web-mocks', include: mockingWebTests, ...webEnvironment },
      },
    ],
  },
});
