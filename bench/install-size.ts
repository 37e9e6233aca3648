/**
 * What installing the project leaves on disk: the node_modules of this checkout (what `npm ci`
 * or `npm install` made), and the production dependencies alone, installed afresh from the lockfile
 * in a scratch directory (`npm ci --omit=dev --ignore-scripts`). Sizes are the files' own bytes
 * (1 MB = 1,000,000 bytes), so they do not depend on the file system's block size.
 * Alone: npx tsx bench/install-size.ts
 */
import { execFile } from 'node:child_process';
import { copyFile, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));

export type PackageSize = { name: string; bytes: number };
export type InstallSize = { bytes: number; largest: PackageSize[] };

/**
 * A file's bytes, once per file: esbuild's install script hard-links its binary into a second
 * folder, and the disk holds it once.
 */
async function sizeOf(path: string, seen: Set<string>): Promise<number> {
  const stat = await lstat(path).catch(() => undefined);
  if (!stat) return 0;
  if (!stat.isDirectory()) {
    if (stat.nlink < 2) return stat.size;
    const file = `${stat.dev}:${stat.ino}`;
    if (seen.has(file)) return 0;
    seen.add(file);
    return stat.size;
  }
  const entries = await readdir(path);
  let total = 0;
  for (const entry of entries) total += await sizeOf(join(path, entry), seen);
  return total;
}

/** The workspaces' own node_modules folders beside the root's (npm puts a conflicting version there). */
async function nodeModulesFolders(base: string) {
  const folders = [join(base, 'node_modules')];
  for (const parent of ['apps', 'packages']) {
    const names = await readdir(join(base, parent)).catch(() => []);
    for (const name of names) folders.push(join(base, parent, name, 'node_modules'));
  }
  return folders;
}

/** Each top-level package (a scope counts as one: '@sentry/*'), largest first. */
async function packageSizes(folders: string[]): Promise<PackageSize[]> {
  const sizes = new Map<string, number>();
  const seen = new Set<string>();
  for (const folder of folders) {
    for (const entry of await readdir(folder).catch(() => [])) {
      if (entry === '.bin' || entry === '.package-lock.json') continue;
      const name = entry.startsWith('@') ? `${entry}/*` : entry;
      sizes.set(name, (sizes.get(name) ?? 0) + (await sizeOf(join(folder, entry), seen)));
    }
  }
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

async function measureFolders(base: string): Promise<InstallSize> {
  const packages = await packageSizes(await nodeModulesFolders(base));
  return { bytes: packages.reduce((sum, item) => sum + item.bytes, 0), largest: packages.slice(0, 8) };
}

/** This checkout's node_modules, as installed. */
export const measureInstalled = () => measureFolders(root);

/** The production dependencies alone, installed from the lockfile into a scratch directory. */
export async function measureProductionInstall(): Promise<InstallSize> {
  const scratch = await mkdtemp(join(tmpdir(), 'portal-install-'));
  try {
    await copyFile(join(root, 'package.json'), join(scratch, 'package.json'));
    await copyFile(join(root, 'package-lock.json'), join(scratch, 'package-lock.json'));
    await copyFile(join(root, '.npmrc'), join(scratch, '.npmrc'));
    for (const parent of ['apps', 'packages']) {
      for (const name of await readdir(join(root, parent))) {
        await mkdir(join(scratch, parent, name), { recursive: true });
        await copyFile(join(root, parent, name, 'package.json'), join(scratch, parent, name, 'package.json'));
      }
    }
    await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: scratch,
      maxBuffer: 16 * 1024 * 1024,
    });
    return await measureFolders(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const show = (label: string, size: InstallSize) =>
    process.stdout.write(
      `${label}: ${megabytes(size.bytes)}; largest: ${size.largest.map((item) => `${item.name} ${megabytes(item.bytes)}`).join(', ')}\n`,
    );
  show('installed', await measureInstalled());
  show('production only', await measureProductionInstall());
}
