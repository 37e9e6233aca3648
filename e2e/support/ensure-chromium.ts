/**
 * Makes sure the end-to-end suite has a Chromium before anything slow runs: `npm test` and
 * `npm run test:e2e` start with it, so a machine without a browser finds out in its first seconds,
 * with one line saying what to install, instead of from a Playwright stack trace after the build.
 * Usage: node --import tsx e2e/support/ensure-chromium.ts
 * Prints the browser it found (installing one when it can, see find-chromium.ts); exits 1 otherwise.
 */
import { ensureChromium, realDeps } from './find-chromium.ts';

const found = await ensureChromium(realDeps());
if (found.ok) {
  process.stdout.write(`Chromium for the end-to-end tests: ${found.path} (${found.source})\n`);
} else {
  process.stderr.write(`${found.message}\n`);
  process.exitCode = 1;
}
