/**
 * Finds the Chromium the end-to-end suite drives, and installs one when it can. Playwright's own
 * browser download cannot reach its servers from our machines, so the order is:
 *
 *   1. CHROMIUM_PATH, when set (a wrong one stops the run rather than being passed over);
 *   2. Debian's /usr/bin/chromium, the browser CI uses;
 *   3. a Chromium unpacked earlier from the npm package below, into the user's cache;
 *   4. Debian's chromium installed with apt-get, as root or with passwordless sudo;
 *   5. that npm package installed now, into the cache (outside node_modules, so `npm install`
 *      stays small and package-lock.json never changes);
 *   6. otherwise one line saying what to install.
 *
 * An unpacked npm build comes before a new apt-get run so that a machine where apt-get failed
 * once does not try it again on every run. Everything that touches the machine goes through
 * `ChromiumDeps`, so the unit test walks every branch without installing anything.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, createReadStream, createWriteStream, statSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * A headless Chromium shipped inside the npm tarball (brotli-compressed, with the few libraries
 * it needs that a bare Debian lacks), so installing it downloads nothing else. Pinned: its
 * Chromium must stay close to the one the installed Playwright drives (1.65 drives 159).
 */
export const NPM_CHROMIUM = { name: '@sparticuz/chromium', version: '153.0.0' } as const;

export const MISSING_CHROMIUM =
  "No Chromium for the end-to-end tests: install Debian's chromium (apt-get install chromium fonts-liberation) or set CHROMIUM_PATH to a Chromium binary";

type Env = Record<string, string | undefined>;

export type ChromiumDeps = {
  env: Env;
  platform: string;
  arch: string;
  /** The effective user id; root may run apt-get itself. */
  uid: () => number;
  isExecutable: (path: string) => boolean;
  /** Runs a command to its end; true when it exits 0. `quiet` hides its output. */
  run: (command: string, args: string[], options?: { quiet?: boolean }) => Promise<boolean>;
  /** Unpacks the npm package's `bin` folder into `target` (see unpackNpmChromium). */
  unpack: (packageBin: string, target: string) => Promise<void>;
  remove: (path: string) => Promise<void>;
  log: (line: string) => void;
};

export type ChromiumFound = { ok: true; path: string; source: string } | { ok: false; message: string };

/** Where the npm package is installed and unpacked: the user's cache, one folder per version. */
export function npmChromiumDir(env: Env): string {
  const cache = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(
    cache,
    'ai-voice-agent-platform',
    `${NPM_CHROMIUM.name.replace('@', '').replace('/', '-')}-${NPM_CHROMIUM.version}`,
  );
}

/** The script that starts the unpacked npm build with its own libraries and fonts. */
export function npmChromiumPath(env: Env): string {
  return join(npmChromiumDir(env), 'browser', 'chromium');
}

/** The system paths looked at; CHROMIUM_CANDIDATES (colon-separated) replaces them, e.g. to hide Debian's. */
function candidates(env: Env): string[] {
  const list = env.CHROMIUM_CANDIDATES;
  if (list === undefined) return [DEBIAN_CHROMIUM];
  return list.split(':').filter(Boolean);
}

/** What the finder may install: CHROMIUM_INSTALL is a comma-separated subset of `apt,npm`, or `none`. */
function allowedInstalls(env: Env) {
  const words = (env.CHROMIUM_INSTALL ?? 'apt,npm').split(',').map((word) => word.trim());
  return { apt: words.includes('apt'), npm: words.includes('npm') };
}

/**
 * A browser already on this machine, without installing anything: what playwright.config.ts
 * hands to Playwright (the installing is done beforehand by ensure-chromium.ts).
 */
export function locateChromium(
  env: Env = process.env,
  isExecutable: (path: string) => boolean = isExecutableFile,
): { path: string; source: string } | undefined {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const system = candidates(env).find((path) => isExecutable(path));
  if (system) return { path: system, source: system === DEBIAN_CHROMIUM ? "Debian's chromium" : 'system' };
  const npm = npmChromiumPath(env);
  if (isExecutable(npm)) return { path: npm, source: `${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}, unpacked earlier` };
  return undefined;
}

/** Finds a Chromium, installing one if it can; never throws. */
export async function ensureChromium(deps: ChromiumDeps): Promise<ChromiumFound> {
  const { env } = deps;
  if (env.CHROMIUM_PATH && !deps.isExecutable(env.CHROMIUM_PATH)) {
    return {
      ok: false,
      message: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium binary or unset it`,
    };
  }
  const present = locateChromium(env, deps.isExecutable);
  if (present) return { ok: true, ...present };

  const allowed = allowedInstalls(env);
  const notes: string[] = [];

  if (!allowed.apt) notes.push('apt-get not allowed by CHROMIUM_INSTALL');
  else if (deps.platform !== 'linux' || !deps.isExecutable('/usr/bin/apt-get')) notes.push('no apt-get');
  else {
    const sudo = await sudoPrefix(deps);
    if (!sudo) notes.push('not root, and no passwordless sudo for apt-get');
    else {
      deps.log("Installing Debian's chromium and fonts-liberation with apt-get (once: later runs find it)");
      // `env` carries DEBIAN_FRONTEND through sudo, which resets the environment.
      const aptGet = (...args: string[]) => {
        const argv = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
        return deps.run(argv[0]!, argv.slice(1));
      };
      const installed =
        (await aptGet('update', '-qq')) &&
        (await aptGet('install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'));
      if (installed && deps.isExecutable(DEBIAN_CHROMIUM)) {
        return { ok: true, path: DEBIAN_CHROMIUM, source: "Debian's chromium, installed now" };
      }
      notes.push('apt-get could not install chromium');
      deps.log("apt-get could not install Debian's chromium; trying the npm-packaged Chromium");
    }
  }

  const npmAllowed = allowed.npm && deps.platform === 'linux' && deps.arch === 'x64';
  if (!allowed.npm) notes.push('npm-packaged Chromium not allowed by CHROMIUM_INSTALL');
  else if (!npmAllowed) notes.push(`${NPM_CHROMIUM.name} is built for Linux x64 only`);
  else {
    const found = await installNpmChromium(deps);
    if (found) return found;
    notes.push(`${NPM_CHROMIUM.name} could not be installed`);
  }

  return { ok: false, message: `${MISSING_CHROMIUM} (${notes.join('; ')})` };
}

/** How to become root for apt-get: nothing as root, `sudo -n` when sudo needs no password, else undefined. */
async function sudoPrefix(deps: ChromiumDeps): Promise<string[] | undefined> {
  if (deps.uid() === 0) return [];
  if (!deps.isExecutable('/usr/bin/sudo')) return undefined;
  return (await deps.run('sudo', ['-n', 'true'], { quiet: true })) ? ['sudo', '-n'] : undefined;
}

async function installNpmChromium(deps: ChromiumDeps): Promise<ChromiumFound | undefined> {
  const dir = npmChromiumDir(deps.env);
  const npmDir = join(dir, 'npm');
  const spec = `${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}`;
  deps.log(`Installing the headless Chromium of ${spec} from npm into ${dir} (once, about 70 MB)`);
  // Its JavaScript is never run (only the compressed browser is used), so the Node version it
  // asks for does not matter and no install script is needed.
  const installed = await deps.run('npm', [
    'install',
    spec,
    '--prefix',
    npmDir,
    '--no-save',
    '--no-package-lock',
    '--ignore-scripts',
    '--engine-strict=false',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  if (!installed) return undefined;
  const target = join(dir, 'browser');
  try {
    await deps.unpack(join(npmDir, 'node_modules', ...NPM_CHROMIUM.name.split('/'), 'bin'), target);
  } catch (error) {
    deps.log(`Could not unpack ${spec}: ${(error as Error).message}`);
    return undefined;
  } finally {
    await deps.remove(npmDir);
  }
  const path = npmChromiumPath(deps.env);
  // A browser that unpacked but cannot start (a missing system library) is no better than none.
  if (!deps.isExecutable(path) || !(await deps.run(path, ['--version'], { quiet: true }))) return undefined;
  return { ok: true, path, source: `${spec}, installed now` };
}

// --- the real machine ---------------------------------------------------------------------------

export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function run(command: string, args: string[], options: { quiet?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // Output goes to stderr so that the finder's stdout stays its one line.
    const child = spawn(command, args, {
      stdio: ['ignore', options.quiet ? 'ignore' : 2, options.quiet ? 'ignore' : 2],
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Unpacks the package's `bin` folder into `target`: the browser (chromium.br), the libraries a
 * bare Debian lacks (al2023.tar.br: NSS, NSPR, expat), SwiftShader beside the browser, and a
 * font. The start script puts the libraries on LD_LIBRARY_PATH and adds the font to the system's
 * fonts. The folder is built under another name and renamed at the end, so a run that stops
 * half-way never leaves a browser that looks usable.
 */
export async function unpackNpmChromium(packageBin: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'lib'), { recursive: true });
  await mkdir(join(partial, 'fonts'), { recursive: true });
  const browser = join(partial, 'headless_shell');
  await pipeline(
    createReadStream(join(packageBin, 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(browser),
  );
  await chmod(browser, 0o755);
  await untarBrotli(join(packageBin, 'al2023.tar.br'), partial);
  await untarBrotli(join(packageBin, 'swiftshader.tar.br'), partial);
  await untarBrotli(join(packageBin, 'fonts.tar.br'), join(partial, 'fonts'));
  await writeFile(
    join(partial, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      '  <dir prefix="relative">fonts</dir>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  const start = join(partial, 'chromium');
  await writeFile(
    start,
    [
      '#!/bin/sh',
      `# Starts the headless Chromium of ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version} with the libraries and font it ships.`,
      'dir=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)',
      'export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"',
      'export FONTCONFIG_FILE="$dir/fonts.conf"',
      'exec "$dir/headless_shell" "$@"',
      '',
    ].join('\n'),
  );
  await chmod(start, 0o755);
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
}

/**
 * Unpacks through a plain .tar file rather than a pipe into tar: tar may stop reading once it sees
 * the end-of-archive blocks, and a pipe still being written then fails with "Premature close".
 */
async function untarBrotli(archive: string, into: string): Promise<void> {
  const plain = join(into, `.${basename(archive, '.br')}`);
  await pipeline(createReadStream(archive), createBrotliDecompress(), createWriteStream(plain));
  try {
    const tar = spawn('tar', ['-x', '-f', plain, '-C', into], { stdio: ['ignore', 'ignore', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      tar.on('error', reject);
      tar.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code} on ${archive}`))));
    });
  } finally {
    await rm(plain, { force: true });
  }
}

export function realDeps(): ChromiumDeps {
  return {
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    uid: () => process.getuid?.() ?? -1,
    isExecutable: isExecutableFile,
    run,
    unpack: unpackNpmChromium,
    remove: (path) => rm(path, { recursive: true, force: true }),
    log: (line) => process.stderr.write(`${line}\n`),
  };
}
