import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The lockfile, read as npm wrote it. npm installs no peer dependencies here (.npmrc), so these
 * checks stand where npm's own would: a package's required peer must be installed where Node
 * finds it, at a version it accepts.
 */
type LockedPackage = {
  version?: string;
  engines?: { node?: string };
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const locked: Record<string, LockedPackage> = JSON.parse(
  readFileSync(new URL('package-lock.json', import.meta.url), 'utf8'),
).packages;

/** Node's lookup: the nearest node_modules folder, from the package's own outwards. */
function resolveFrom(location: string, name: string): LockedPackage | undefined {
  let folder = location;
  for (;;) {
    const found = locked[folder ? `${folder}/node_modules/${name}` : `node_modules/${name}`];
    if (found) return found.link && found.resolved ? locked[found.resolved] : found;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent < 0 ? '' : folder.slice(0, parent);
  }
}

/** The oldest Node.js the README promises ("It needs Node.js 20.19 or newer"). */
function promisedNode(): string {
  const readme = readFileSync(new URL('README.md', import.meta.url), 'utf8');
  const promised = /It needs Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(readme)?.[1];
  if (!promised) throw new Error('README.md no longer says which Node.js it needs');
  return semver.coerce(promised)!.version;
}

/**
 * Installed packages whose `engines` refuse that Node.js: npm warns of each (EBADENGINE) on install.
 * unpdf 1.8 (PDF.js 6) and @googleapis/calendar 19 and later ask for Node.js 22, so the server holds
 * unpdf at 1.7 and the tests @googleapis/calendar at 16 until the README asks for Node.js 22.
 */
function refusingEngines(node: string): string[] {
  return Object.entries(locked)
    .filter(([, item]) => item.engines?.node && !semver.satisfies(node, item.engines.node, { includePrerelease: true }))
    .map(([location, item]) => `${location}@${item.version} needs node ${item.engines!.node}`);
}

/**
 * Peers pinned to exact versions that the library they plug into has since moved past, each with
 * the version accepted instead. @better-auth/api-key 1.7.5 (its newest release) pins the
 * better-call and @better-auth/utils that better-auth 1.7.5 shipped with; better-auth 1.7.25
 * brings newer ones, the plugin runs with better-auth's own copies (one better-call for both, as
 * its errors must be), and the API key tests cover it.
 */
const ACCEPTED_PEERS: Record<string, Record<string, string>> = {
  'node_modules/@better-auth/api-key': { 'better-call': '1.4.5', '@better-auth/utils': '0.5.1' },
};

function unmetPeers(): string[] {
  const unmet: string[] = [];
  for (const [location, item] of Object.entries(locked)) {
    for (const [peer, range] of Object.entries(item.peerDependencies ?? {})) {
      if (item.peerDependenciesMeta?.[peer]?.optional) continue;
      const found = resolveFrom(location, peer);
      if (found?.version && ACCEPTED_PEERS[location]?.[peer] === found.version) continue;
      if (!found?.version) unmet.push(`${location} needs ${peer}@${range}: not installed`);
      else if (!semver.satisfies(found.version, range, { includePrerelease: true }))
        unmet.push(`${location} needs ${peer}@${range}: ${found.version} is installed`);
    }
  }
  return unmet;
}

describe('the installed packages', () => {
  it('include every peer dependency a package requires, at a version it accepts', () => {
    expect(unmetPeers()).toEqual([]);
  });

  it("accept the Node.js the README promises, which is the oldest package.json's engines allow", () => {
    const node = promisedNode();
    const root: { engines: { node: string } } = JSON.parse(
      readFileSync(new URL('package.json', import.meta.url), 'utf8'),
    );
    expect(semver.minVersion(root.engines.node)?.version).toBe(node);
    expect(refusingEngines(node)).toEqual([]);
  });

  it('keep the build and test tools out of a production install', () => {
    for (const tool of ['vite', 'vitest', 'rolldown', 'typescript', 'react', 'react-dom']) {
      const item = locked[`node_modules/${tool}`];
      expect({ tool, dev: item?.dev }).toEqual({ tool, dev: true });
    }
  });
});
