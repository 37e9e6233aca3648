/**
 * Lighthouse and its Chrome launcher are the bench's alone, and about 170 MB: they live in tools/
 * with a lockfile of their own and are installed there when the bench first needs them, so that
 * `npm install` does not carry them for everyone.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const toolsFolder = fileURLToPath(new URL('../tools/', import.meta.url));
const resolveInTools = createRequire(new URL('../tools/package.json', import.meta.url)).resolve;

let installed: Promise<unknown> | undefined;

/** `npm install` in tools/ follows its lockfile and changes nothing once the tools are there. */
function installTools() {
  installed ??= promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolsFolder,
    maxBuffer: 16 * 1024 * 1024,
  });
  return installed;
}

/** A module of one of the tools (a package name or a file in it), installed first if need be. */
export async function importTool<Module>(specifier: string): Promise<Module> {
  await installTools();
  return (await import(pathToFileURL(resolveInTools(specifier)).href)) as Module;
}
