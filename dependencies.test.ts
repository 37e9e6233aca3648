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

function unmetPeers(): string[] {
  const unmet: string[] = [];
  for (const [location, item] of Object.entries(locked)) {
    for (const [peer, range] of Object.entries(item.peerDependencies ?? {})) {
      if (item.peerDependenciesMeta?.[peer]?.optional) continue;
      const found = resolveFrom(location, peer);
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

  it('keep the build and test tools out of a production install', () => {
    for (const tool of ['vite', 'vitest', 'rolldown', 'typescript', 'react', 'react-dom']) {
      const item = locked[`node_modules/${tool}`];
      expect({ tool, dev: item?.dev }).toEqual({ tool, dev: true });
    }
  });
});
