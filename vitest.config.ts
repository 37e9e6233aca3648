import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Says once per run how to include the PostgreSQL-only tests (TEST_DATABASE_URL).
          globalSetup: ['apps/server/src/testing/postgres-setup.ts'],
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
          include: ['eslint.boundaries.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // One jsdom and one module registry per worker rather than per file: the web tests took
          // 155 s, 45 s this way. The setup file empties what a test could leave behind.
          isolate: false,
        },
      },
    ],
  },
});
