import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, serverEnv } from './e2e/support/env.ts';

const CI = !!process.env.CI;

// Debian's Chromium (`.ci/run` installs it); Playwright's own browser downloads are never used.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      testMatch: /(shell|home|routing|login|signup|accessibility|agents|agent-config-page|phone-numbers)\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: {
    // The real server on a fresh DATA_DIR (e2e/support/start-server.ts); the web app is built first by `npm run test:e2e`.
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${BASE_URL}/api/health`,
    env: serverEnv(E2E_PORT),
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
