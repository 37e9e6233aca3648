/**
 * `npm start`'s first step: builds the web app only when its sources changed since the last build,
 * in one line instead of the build's hundreds. The full output is shown when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildState, writeBuildStamp } from './build-inputs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { inputs, upToDate } = buildState(root);

if (upToDate) {
  process.stdout.write('Web app is up to date.\n');
} else {
  process.stdout.write('Building the web app… ');
  const started = performance.now();
  // The same build as `npm run build`, its output kept for a failure.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write('failed:\n');
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}${build.error ? String(build.error) : ''}\n`);
    process.exit(1);
  }
  writeBuildStamp(root, inputs);
  process.stdout.write(`done in ${Math.round((performance.now() - started) / 1000)} s.\n`);
}
