/**
 * Whether the built web app is the build of the sources as they are now, so that `npm start`
 * builds only after a change. The stamp holds a hash of every file the build reads and a hash of
 * the index.html that build wrote: a build made since by `npm run build`, of other sources, has
 * another index.html (its scripts' names are hashes of their content) and does not pass for ours.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** What the build reads, from the repository's root: the app, the shared code, their configuration and the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

// Tests are not built into the app: changing one needs no new build.
const NOT_BUILT = /\.test\.tsx?$/;

const BUILT_INDEX = 'apps/web/dist/index.html';
/** Beside the build output, not in it: what is in dist is served. */
const STAMP = 'apps/web/build-stats/build-inputs.json';

type Stamp = { inputs: string; index: string };

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** The files of one input, from the root; a missing input counts as one file, so that its appearing is a change. */
function filesOf(root: string, input: string): string[] {
  const full = join(root, input);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** One hash of the names and contents of every file the build reads, in a fixed order. */
export function hashBuildInputs(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesOf(root, input)).sort()) {
    const full = join(root, file);
    hash.update(`${file}\0${existsSync(full) ? sha256(readFileSync(full)) : 'missing'}\0`);
  }
  return hash.digest('hex');
}

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/**
 * The hash of the sources as they are now, and whether the built app is their build. The hash is
 * taken before a build and stamped after it, so a file saved while it ran makes the next start build.
 */
export function buildState(root: string): { inputs: string; upToDate: boolean } {
  const inputs = hashBuildInputs(root);
  const index = join(root, BUILT_INDEX);
  const stamp = readStamp(root);
  const upToDate =
    stamp !== null && existsSync(index) && stamp.inputs === inputs && stamp.index === sha256(readFileSync(index));
  return { inputs, upToDate };
}

/** Records that the built app is the build of the sources whose hash is `inputs`. */
export function writeBuildStamp(root: string, inputs: string) {
  const stamp: Stamp = { inputs, index: sha256(readFileSync(join(root, BUILT_INDEX))) };
  mkdirSync(dirname(join(root, STAMP)), { recursive: true });
  writeFileSync(join(root, STAMP), `${JSON.stringify(stamp)}\n`);
}
