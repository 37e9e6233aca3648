/**
 * Gives every module that imports Mantine components the UI kit's styles for exactly those
 * components, so each page's chunk carries the CSS it uses and no page loads the whole kit.
 *
 * Mantine publishes one stylesheet per component but leaves their dependencies to the app (a
 * Button also needs UnstyledButton's and Loader's styles, a Select those of Combobox, Popover,
 * Input and ScrollArea). Listing them by hand goes stale with every new component or upgrade, so
 * the dependencies are read from Mantine's own ES modules: a component needs the stylesheet of
 * every class-name module (Button.module.mjs for Button.css) that its module imports, transitively. Styles come in the order of Mantine's full
 * stylesheet, so a component's rules still follow those of the components it builds on.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Named imports of one statement: `A, B as C, type D` gives A and B (what the package exports). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

const VALUE_IMPORT = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;
/** An app module's named imports and re-exports: a module that re-exports a component needs its styles too. */
const VALUE_IMPORT_OR_REEXPORT = /(?:import|export)\s+(?!type\b)\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;
const ANY_IMPORT = /(?:import|export)\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/g;

export type MantineStyles = {
  /** The components with a stylesheet that these imports of a Mantine package render. */
  componentsFor: (packageName: string, names: string[]) => Set<string>;
  /** Their stylesheets, in the order of Mantine's full stylesheet. */
  sheetsFor: (components: Iterable<string>) => string[];
};

/** Reads @mantine/core (and the other Mantine packages present) as installed for `fromDir`. */
export function readMantineStyles(fromDir: string): MantineStyles {
  const require = createRequire(join(fromDir, 'package.json'));
  const packageRoot = (name: string) => {
    const entry = require.resolve(name);
    return entry.slice(0, entry.indexOf(`${sep}${name.replace('/', sep)}${sep}`) + name.length + 1);
  };
  const coreRoot = packageRoot('@mantine/core');
  const coreStyles = join(coreRoot, 'styles');
  const fullSheet = readFileSync(join(coreRoot, 'styles.layer.css'), 'utf8');

  /** A component's place in the full stylesheet, found by the opening of its own sheet. */
  const order = new Map<string, number>();
  for (const file of readdirSync(coreStyles)) {
    if (!file.endsWith('.layer.css')) continue;
    const name = file.slice(0, -'.layer.css'.length);
    const body = readFileSync(join(coreStyles, file), 'utf8')
      .replace(/^@layer mantine \{/, '')
      .slice(0, 160);
    const at = fullSheet.indexOf(body);
    order.set(name, at < 0 ? Number.MAX_SAFE_INTEGER : at);
  }

  const exportsOf = new Map<string, Map<string, string>>();
  /** Which file of a package defines each name its index exports. */
  function exportedFiles(packageName: string): Map<string, string> {
    const known = exportsOf.get(packageName);
    if (known) return known;
    const esm = join(packageRoot(packageName), 'esm');
    const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
    const files = new Map<string, string>();
    for (const match of index.matchAll(VALUE_IMPORT)) {
      if (!match[2]!.startsWith('.')) continue;
      for (const name of importedNames(match[1]!)) files.set(name, resolve(esm, match[2]!));
    }
    exportsOf.set(packageName, files);
    return files;
  }

  const closures = new Map<string, Set<string>>();
  /** Every stylesheet whose class names a Mantine module reaches through its imports. */
  function componentsReachedFrom(file: string): Set<string> {
    const known = closures.get(file);
    if (known) return known;
    const reached = new Set<string>();
    closures.set(file, reached);
    // Each stylesheet belongs to exactly one class-name module (Button.css to Button.module.mjs):
    // a component needs the styles whose class names its modules import.
    const stylesheet = /([^/\\]+)\.module\.mjs$/.exec(file)?.[1];
    if (stylesheet && order.has(stylesheet)) reached.add(stylesheet);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(ANY_IMPORT)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) {
        for (const sheet of componentsReachedFrom(resolve(dirname(file), specifier))) reached.add(sheet);
      }
    }
    for (const match of source.matchAll(VALUE_IMPORT)) {
      if (match[2] !== '@mantine/core') continue;
      for (const sheet of reachedByNames('@mantine/core', importedNames(match[1]!))) reached.add(sheet);
    }
    return reached;
  }

  function reachedByNames(packageName: string, names: string[]): Set<string> {
    const files = exportedFiles(packageName);
    const reached = new Set<string>();
    for (const name of names) {
      const file = files.get(name);
      if (file) for (const sheet of componentsReachedFrom(file)) reached.add(sheet);
    }
    return reached;
  }

  return {
    componentsFor: reachedByNames,
    sheetsFor: (components) =>
      [...components]
        .sort((a, b) => order.get(a)! - order.get(b)!)
        .map((sheet) => `@mantine/core/styles/${sheet}.layer.css`),
  };
}

const MANTINE_PACKAGE = /^@mantine\/(core|notifications)$/;

/** The Vite plugin: prepends the style imports to the app's own modules (never to dependencies). */
export function mantineComponentStyles(appSource: string): Plugin {
  let styles: MantineStyles | undefined;
  return {
    name: 'portal-mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(appSource) || !/\.tsx?$/.test(id) || !code.includes('@mantine/')) return null;
      styles ??= readMantineStyles(dirname(appSource));
      const components = new Set<string>();
      for (const match of code.matchAll(VALUE_IMPORT_OR_REEXPORT)) {
        if (!MANTINE_PACKAGE.test(match[2]!)) continue;
        for (const component of styles.componentsFor(match[2]!, importedNames(match[1]!))) components.add(component);
      }
      if (components.size === 0) return null;
      const imports = styles.sheetsFor(components).map((sheet) => `import '${sheet}';`);
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}
