import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screens`: screenshots of every page as the seeded owner sees them at 390, 768 and
// 1280 px, for the design record (docs/design.md). Not a test: it asserts only that each page loaded.
export default defineConfig({
  ...base,
  testMatch: 'design-screens.shots.ts',
  retries: 0,
  reporter: [['list']],
  projects: [{ name: 'screens' }],
});
