import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the first thing a new developer follows: the Node version it names is the one
// npm enforces, and every link it has opens in a clone of this repository alone.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const engines = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines;

/** Link targets of the README: [text](target) and <target>. */
const links = [...readme.matchAll(/\]\(([^)\s]+)\)|<([^>\s]+)>/g)].map((match) => (match[1] ?? match[2])!);

describe('README', () => {
  it("names the Node.js version package.json's engines require", () => {
    const minimum = /^>=\s*(\d+(?:\.\d+)*)$/.exec(engines.node)?.[1];
    expect(minimum, `engines.node is ${engines.node}`).toBeTruthy();
    expect(readme).toContain(`Node.js ${minimum} or newer`);
  });

  it('links only files inside the repository that exist', () => {
    const local = links.filter((target) => !/^(https?:|mailto:|#)/.test(target));
    expect(local.length).toBeGreaterThan(0);
    for (const target of local) {
      const path = resolve(root, decodeURI(target.split('#')[0]!));
      expect(relative(root, path).startsWith('..'), `${target} points outside the repository`).toBe(false);
      expect(existsSync(path), `${target} does not exist`).toBe(true);
    }
  });

  it('documents HOST, the address the server listens on', () => {
    expect(readme).toMatch(/^\| `HOST`\s+\| address to listen on/m);
  });

  it('tells a demonstration deployment behind a proxy to set TRUSTED_PROXIES', () => {
    const demonstration = readme.split('\n\n').find((paragraph) => paragraph.startsWith('`SANDBOX=1` lifts'));
    expect(demonstration).toContain('`TRUSTED_PROXIES`');
  });
});
