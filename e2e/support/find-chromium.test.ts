import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  MISSING_CHROMIUM,
  NPM_CHROMIUM,
  ensureChromium,
  isExecutableFile,
  locateChromium,
  npmChromiumPath,
  unpackNpmChromium,
  type ChromiumDeps,
} from './find-chromium.ts';

const HOME = '/home/dev';
const NPM_BROWSER = `${HOME}/.cache/ai-voice-agent-platform/sparticuz-chromium-${NPM_CHROMIUM.version}/browser/chromium`;
const NPM_PREFIX = `${HOME}/.cache/ai-voice-agent-platform/sparticuz-chromium-${NPM_CHROMIUM.version}/npm`;

type Machine = {
  env?: Record<string, string>;
  files?: string[];
  uid?: number;
  platform?: string;
  arch?: string;
  /** Exit status of a command line (joined with spaces); 0 unless listed. */
  fails?: (commandLine: string) => boolean;
  /** What a successful command puts on the machine (apt-get install puts /usr/bin/chromium). */
  installs?: Record<string, string>;
};

/** A pretend machine: every command it was asked to run is recorded, nothing is touched. */
function machine(setup: Machine = {}) {
  const files = new Set(setup.files ?? []);
  const commands: string[] = [];
  const logs: string[] = [];
  const unpacked: [string, string][] = [];
  const removed: string[] = [];
  const deps: ChromiumDeps = {
    env: { HOME, ...setup.env },
    platform: setup.platform ?? 'linux',
    arch: setup.arch ?? 'x64',
    uid: () => setup.uid ?? 1000,
    isExecutable: (path) => files.has(path),
    run: async (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      if (setup.fails?.(line)) return false;
      for (const [match, file] of Object.entries(setup.installs ?? {})) if (line.includes(match)) files.add(file);
      return true;
    },
    unpack: async (packageBin, target) => {
      unpacked.push([packageBin, target]);
      files.add(`${target}/chromium`);
    },
    remove: async (path) => {
      removed.push(path);
    },
    log: (line) => logs.push(line),
  };
  return { deps, commands, logs, unpacked, removed };
}

const APT_INSTALL = 'apt-get install -y -qq --no-install-recommends chromium fonts-liberation';

describe('ensureChromium', () => {
  it('takes CHROMIUM_PATH first, over a Debian chromium, and installs nothing', async () => {
    const m = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, files: ['/opt/chrome/chrome', DEBIAN_CHROMIUM] });
    expect(await ensureChromium(m.deps)).toEqual({ ok: true, path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
    expect(m.commands).toEqual([]);
  });

  it('stops on a CHROMIUM_PATH that is not an executable file rather than passing it over', async () => {
    const m = machine({ env: { CHROMIUM_PATH: '/opt/none' }, files: [DEBIAN_CHROMIUM], uid: 0 });
    const found = await ensureChromium(m.deps);
    expect(found).toEqual({
      ok: false,
      message: 'CHROMIUM_PATH=/opt/none is not an executable file: point it at a Chromium binary or unset it',
    });
    expect(m.commands).toEqual([]);
  });

  it("uses Debian's /usr/bin/chromium when present", async () => {
    const m = machine({ files: [DEBIAN_CHROMIUM, NPM_BROWSER], uid: 0 });
    expect(await ensureChromium(m.deps)).toEqual({ ok: true, path: DEBIAN_CHROMIUM, source: "Debian's chromium" });
    expect(m.commands).toEqual([]);
  });

  it('uses the npm-packaged Chromium unpacked by an earlier run before installing anything', async () => {
    const m = machine({ files: [NPM_BROWSER, '/usr/bin/apt-get'], uid: 0 });
    const found = await ensureChromium(m.deps);
    expect(found).toMatchObject({ ok: true, path: NPM_BROWSER });
    expect(m.commands).toEqual([]);
  });

  it('installs Debian chromium and fonts-liberation with apt-get as root, non-interactively', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], uid: 0, installs: { [APT_INSTALL]: DEBIAN_CHROMIUM } });
    const found = await ensureChromium(m.deps);
    expect(found).toEqual({ ok: true, path: DEBIAN_CHROMIUM, source: "Debian's chromium, installed now" });
    expect(m.commands).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      `env DEBIAN_FRONTEND=noninteractive ${APT_INSTALL}`,
    ]);
    expect(m.logs).toHaveLength(1);
  });

  it('installs it through sudo -n when sudo asks for no password', async () => {
    const m = machine({
      files: ['/usr/bin/apt-get', '/usr/bin/sudo'],
      uid: 1000,
      installs: { [APT_INSTALL]: DEBIAN_CHROMIUM },
    });
    expect(await ensureChromium(m.deps)).toMatchObject({ ok: true, path: DEBIAN_CHROMIUM });
    expect(m.commands).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      `sudo -n env DEBIAN_FRONTEND=noninteractive ${APT_INSTALL}`,
    ]);
  });

  it('installs the npm-packaged Chromium into the cache when sudo asks for a password', async () => {
    const m = machine({
      files: ['/usr/bin/apt-get', '/usr/bin/sudo'],
      uid: 1000,
      fails: (line) => line === 'sudo -n true',
    });
    const found = await ensureChromium(m.deps);
    expect(found).toEqual({
      ok: true,
      path: NPM_BROWSER,
      source: `${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}, installed now`,
    });
    expect(m.commands).toEqual([
      'sudo -n true',
      // Into a folder of its own: the project's package.json and package-lock.json are not touched.
      `npm install ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version} --prefix ${NPM_PREFIX} --no-save --no-package-lock ` +
        '--ignore-scripts --engine-strict=false --no-audit --no-fund --loglevel=error',
      `${NPM_BROWSER} --version`,
    ]);
    expect(m.unpacked).toEqual([
      [`${NPM_PREFIX}/node_modules/@sparticuz/chromium/bin`, NPM_BROWSER.replace(/\/chromium$/, '')],
    ]);
    // The compressed package is dropped once unpacked.
    expect(m.removed).toEqual([NPM_PREFIX]);
  });

  it('falls back to the npm-packaged Chromium when apt-get fails', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], uid: 0, fails: (line) => line.includes('apt-get install') });
    expect(await ensureChromium(m.deps)).toMatchObject({ ok: true, path: NPM_BROWSER });
    expect(m.commands.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get',
      'env DEBIAN_FRONTEND=noninteractive apt-get',
      `npm install ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}`,
      `${NPM_BROWSER} --version`,
    ]);
    expect(m.logs.some((line) => line.includes('apt-get could not install'))).toBe(true);
  });

  it('says what to install, on one line, when the npm install fails too', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'], uid: 0, fails: (line) => !line.includes('update') });
    const found = await ensureChromium(m.deps);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.message.startsWith(MISSING_CHROMIUM)).toBe(true);
    expect(found.message).toContain(`${NPM_CHROMIUM.name} could not be installed`);
    expect(found.message).not.toContain('\n');
  });

  it('rejects an unpacked npm browser that does not start', async () => {
    const m = machine({ fails: (line) => line.endsWith('--version') });
    const found = await ensureChromium(m.deps);
    expect(found).toMatchObject({ ok: false });
    expect(m.removed).toEqual([NPM_PREFIX]);
  });

  it('stops at once, with one line saying what to install, when nothing can be installed', async () => {
    // Not root, no sudo, no apt-get, and a machine the npm build does not run on.
    const m = machine({ platform: 'linux', arch: 'arm64' });
    const found = await ensureChromium(m.deps);
    expect(found).toEqual({
      ok: false,
      message: `${MISSING_CHROMIUM} (no apt-get; ${NPM_CHROMIUM.name} is built for Linux x64 only)`,
    });
    expect(MISSING_CHROMIUM).toContain('apt-get install chromium');
    expect(MISSING_CHROMIUM).toContain('CHROMIUM_PATH');
    expect(m.commands).toEqual([]);
  });

  it('installs nothing when CHROMIUM_INSTALL=none, even as root with apt-get', async () => {
    const m = machine({ env: { CHROMIUM_INSTALL: 'none' }, files: ['/usr/bin/apt-get'], uid: 0 });
    const found = await ensureChromium(m.deps);
    expect(found).toMatchObject({ ok: false });
    expect(m.commands).toEqual([]);
  });

  it('CHROMIUM_INSTALL=npm skips apt-get', async () => {
    const m = machine({ env: { CHROMIUM_INSTALL: 'npm' }, files: ['/usr/bin/apt-get'], uid: 0 });
    expect(await ensureChromium(m.deps)).toMatchObject({ ok: true, path: NPM_BROWSER });
    expect(m.commands.some((line) => line.includes('apt-get'))).toBe(false);
  });

  it('CHROMIUM_CANDIDATES replaces the system paths looked at (an empty one hides Debian chromium)', async () => {
    const m = machine({
      env: { CHROMIUM_CANDIDATES: '', CHROMIUM_INSTALL: 'none' },
      files: [DEBIAN_CHROMIUM],
    });
    expect(await ensureChromium(m.deps)).toMatchObject({ ok: false });
    const other = machine({ env: { CHROMIUM_CANDIDATES: '/snap/bin/x:/opt/chromium' }, files: ['/opt/chromium'] });
    expect(await ensureChromium(other.deps)).toMatchObject({ ok: true, path: '/opt/chromium', source: 'system' });
  });
});

describe('locateChromium (what playwright.config.ts hands to Playwright)', () => {
  const has =
    (...files: string[]) =>
    (path: string) =>
      files.includes(path);

  it('follows the same order as the finder and never installs', () => {
    const env = { HOME };
    expect(locateChromium({ ...env, CHROMIUM_PATH: '/x' }, has(DEBIAN_CHROMIUM))?.path).toBe('/x');
    expect(locateChromium(env, has(DEBIAN_CHROMIUM, NPM_BROWSER))?.path).toBe(DEBIAN_CHROMIUM);
    expect(locateChromium(env, has(NPM_BROWSER))?.path).toBe(NPM_BROWSER);
    expect(locateChromium(env, has())).toBeUndefined();
  });

  it('keeps the npm build in XDG_CACHE_HOME when set', () => {
    expect(npmChromiumPath({ HOME, XDG_CACHE_HOME: '/var/cache/dev' })).toBe(
      `/var/cache/dev/ai-voice-agent-platform/sparticuz-chromium-${NPM_CHROMIUM.version}/browser/chromium`,
    );
  });
});

describe('unpackNpmChromium', () => {
  const work = mkdtempSync(join(tmpdir(), 'find-chromium-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A package `bin` folder laid out like the real one, with a shell script for the browser. */
  function fakePackage() {
    const bin = join(work, 'bin');
    const staging = join(work, 'staging');
    mkdirSync(bin, { recursive: true });
    const browser =
      '#!/bin/sh\necho "Chromium 1.0 LD_LIBRARY_PATH=$LD_LIBRARY_PATH FONTCONFIG_FILE=$FONTCONFIG_FILE"\n';
    writeFileSync(join(bin, 'chromium.br'), brotliCompressSync(browser));
    const archives: Record<string, Record<string, string>> = {
      al2023: { 'lib/libnss3.so': 'nss' },
      swiftshader: { 'libGLESv2.so': 'gl' },
      fonts: { 'fonts.conf': '<fontconfig/>', 'fonts/Open_Sans/OpenSans-Regular.ttf': 'font' },
    };
    for (const [name, entries] of Object.entries(archives)) {
      const dir = join(staging, name);
      for (const [path, text] of Object.entries(entries)) {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const tar = spawnSync('tar', ['-c', '-C', dir, '.']);
      expect(tar.status).toBe(0);
      writeFileSync(join(bin, `${name}.tar.br`), brotliCompressSync(tar.stdout));
    }
    return bin;
  }

  it('lays out a browser whose start script finds the shipped libraries and fonts', async () => {
    const target = join(work, 'browser');
    await unpackNpmChromium(fakePackage(), target);
    const start = join(target, 'chromium');
    expect(isExecutableFile(start)).toBe(true);
    expect(existsSync(join(target, 'lib', 'libnss3.so'))).toBe(true);
    expect(existsSync(join(target, 'libGLESv2.so'))).toBe(true);
    expect(existsSync(join(target, 'fonts', 'fonts', 'Open_Sans', 'OpenSans-Regular.ttf'))).toBe(true);
    expect(existsSync(`${target}.partial`)).toBe(false);
    expect(readFileSync(join(target, 'fonts.conf'), 'utf8')).toContain('<dir prefix="relative">fonts</dir>');
    const output = spawnSync(start, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH } }).stdout;
    expect(output).toBe(`Chromium 1.0 LD_LIBRARY_PATH=${target}/lib FONTCONFIG_FILE=${target}/fonts.conf\n`);
  });
});

describe('ensure-chromium.ts (the command `npm test` starts with)', () => {
  it('exits 1 within seconds with the one line when there is no browser and nothing may be installed', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const home = mkdtempSync(join(tmpdir(), 'find-chromium-home-'));
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/support/ensure-chromium.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: home,
        CHROMIUM_CANDIDATES: '',
        CHROMIUM_INSTALL: 'none',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `${MISSING_CHROMIUM} (apt-get not allowed by CHROMIUM_INSTALL; npm-packaged Chromium not allowed by CHROMIUM_INSTALL)`,
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    rmSync(home, { recursive: true, force: true });
  });
});
