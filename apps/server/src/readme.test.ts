import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './config.ts';

// The README is the first thing a new developer follows: the Node version it names is the one
// npm enforces, and every link it has opens in a clone of this repository alone.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const engines = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines;

/** Link targets of the README: [text](target) and <target>. */
const links = [...readme.matchAll(/\]\(([^)\s]+)\)|<([^>\s]+)>/g)].map((match) => (match[1] ?? match[2])!);

/** The lines of the table under "## Configuration": a header row, a rule, then one row per setting. */
const configurationTable = (readme.split(/^## Configuration$/m)[1] ?? '')
  .split(/^#/m)[0]!
  .split('\n')
  .filter((line) => line.startsWith('|'));
/** The variables each row of that table names in its first cell. */
const configurationRows = configurationTable.slice(2).map((row) => {
  const cell = row.split('|')[1]!.trim();
  return { cell, names: [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!) };
});

/**
 * Every variable the server's config schema reads, from the schema itself: parseEnv is handed an
 * environment that notes each name asked of it (all are optional, so an empty one parses).
 */
function variablesTheConfigReads(): string[] {
  const asked = new Set<string>();
  const note = (name: string | symbol) => {
    if (typeof name === 'string') asked.add(name);
  };
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => void note(name),
    has: (_target, name) => (note(name), false),
  });
  parseEnv(env);
  return [...asked].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
}

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

  it('has one row in the configuration table for each variable the config reads, and no other', () => {
    const read = variablesTheConfigReads();
    expect(read).toContain('PORT');
    expect(read).toContain('NODE_ENV');
    for (const { cell, names } of configurationRows) {
      expect(cell, 'a first cell names variables only').toMatch(/^`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*$/);
      for (const name of names) expect(read, `${name} has a row but the config never reads it`).toContain(name);
    }
    for (const name of read) {
      const rows = configurationRows.filter((row) => row.names.includes(name));
      expect(rows.length, `rows of the configuration table for ${name}`).toBe(1);
    }
  });

  it('keeps the configuration table readable as plain text', () => {
    expect(configurationTable.length).toBeGreaterThan(2);
    for (const line of configurationTable) expect([...line].length, line).toBeLessThanOrEqual(200);
  });

  it('has no line longer than 200 characters', () => {
    for (const line of readme.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(200);
  });

  it('tells a demonstration deployment behind a proxy to set TRUSTED_PROXIES', () => {
    const demonstration = readme.split('\n\n').find((paragraph) => paragraph.startsWith('`SANDBOX=1` lifts'));
    expect(demonstration).toContain('`TRUSTED_PROXIES`');
  });
});
