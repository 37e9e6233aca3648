import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, serverEnv } from './e2e/support/env.ts';
import { DEBIAN_CHROMIUM, locateChromium } from './e2e/support/find-chromium.ts';

const CI = !!process.env.CI;

// CHROMIUM_PATH, else Debian's Chromium (`.ci/run` installs it), else the npm-packaged one that
// `npm run test:e2e` unpacked into the user's cache (e2e/support/find-chromium.ts); Playwright's
// own browser downloads are never used. Nothing is installed here: the test script did that first.
const chromium = {
  executablePath: locateChromium()?.path ?? DEBIAN_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Only the specs: e2e/support holds Vitest unit tests of the helpers (find-chromium.test.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A 2-core machine runs the server, the build output and two browsers.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // The narrow layout (menu, stacked cards, full-screen modals) is checked on the pages where it
      // differs; behaviour that does not depend on width runs once, on desktop, to keep CI short.
      name: 'mobile',
      testMatch:
        /(shell|home|routing|login|signup|accessibility|agents|agent-config-page|agent-config-phone|phone-numbers|unsaved-edits|blocked-callers|every-page)\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      // The in-between width (a tablet held upright) only for the sweep of every page.
      name: 'tablet',
      testMatch: /every-page\.spec\.ts$/,
      use: { viewport: { width: 768, height: 1024 }, hasTouch: true },
    },
  ],
  webServer: {
    // The real server on a fresh DATA_DIR (e2e/support/start-server.ts); the web app is built first by `npm run test:e2e`.
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${BASE_URL}/api/health`,
    // The owners' webhook endpoints may point at this server itself (every page's sweep shows an
    // endpoint with a failed delivery in its log); every other private address stays refused.
    // A spec that needs a receiver of its own starts a server allowing it (e2e/webhooks.spec.ts).
    env: serverEnv(E2E_PORT, { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${E2E_PORT}` }),
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
