import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` is `tsc -b` over the root tsconfig.json, a solution whose references name
// every project. tsc checks only the files a project includes, so a TypeScript file that no
// project includes is never type-checked and nothing says so: this test does.

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Project = {
  configPath: string;
  options: ts.CompilerOptions;
  fileNames: string[];
  references: readonly ts.ProjectReference[];
};

function parseProject(configPath: string): Project {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, host);
  if (!parsed) throw new Error(`${configPath} could not be read`);
  // Errors such as "no inputs were found" would leave a project that checks nothing.
  const errors = parsed.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  if (errors.length > 0) throw new Error(`${configPath}: ${errors.join('; ')}`);
  return {
    configPath,
    options: parsed.options,
    fileNames: parsed.fileNames.map((file) => resolve(file)),
    references: parsed.projectReferences ?? [],
  };
}

/** The projects `tsc -b` builds from a solution file: every project its references reach. */
function projectsOf(solutionPath: string): Project[] {
  const projects = new Map<string, Project>();
  const visit = (configPath: string) => {
    if (projects.has(configPath)) return;
    const project = parseProject(configPath);
    projects.set(configPath, project);
    for (const reference of project.references) visit(resolve(ts.resolveProjectReferencePath(reference)));
  };
  visit(resolve(solutionPath));
  return [...projects.values()];
}

/** The repository's TypeScript files, from the root: tracked ones and new ones git does not ignore. */
function typeScriptFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mts', '*.cts'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
    .filter((file) => existsSync(join(root, file))); // a deletion not yet staged is still listed
}

/** Of the given files (from the root), those no project includes. */
function uncheckedFiles(files: string[], projects: Project[]): string[] {
  const checked = new Set(projects.flatMap((project) => project.fileNames));
  return files.filter((file) => !checked.has(resolve(root, file))).sort();
}

const solution = join(root, 'tsconfig.json');
const projects = projectsOf(solution);
const fromRoot = (path: string) => relative(root, path).split(sep).join('/');

describe('type checking', () => {
  it('checks every TypeScript file of the repository in some project of the root solution', () => {
    const files = typeScriptFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(uncheckedFiles(files, projects)).toEqual([]);
  });

  it('would name a file that no project includes', () => {
    expect(uncheckedFiles(['tools/probe.ts', 'apps/server/src/app.ts'], projects)).toEqual(['tools/probe.ts']);
  });

  it('builds projects that tsc -b accepts, writing their build info and declarations into node_modules/.cache', () => {
    const solutionProject = projects.find((project) => project.configPath === resolve(solution));
    expect(solutionProject?.fileNames).toEqual([]);
    const inCache = (path: string | undefined) => !!path && fromRoot(path).startsWith('node_modules/.cache/tsc/');
    const written = projects
      .filter((project) => project !== solutionProject)
      .map((project) => ({
        project: fromRoot(project.configPath),
        composite: project.options.composite === true,
        buildInfoInCache: inCache(ts.getTsBuildInfoEmitOutputFilePath(project.options)),
        outputInCache: project.options.noEmit === true || inCache(project.options.outDir),
      }));
    expect(written.length).toBeGreaterThanOrEqual(5);
    for (const project of written) {
      expect(project).toEqual({
        project: project.project,
        composite: true,
        buildInfoInCache: true,
        outputInCache: true,
      });
    }
  });

  it('keeps the strictness every project inherits from tsconfig.base.json', () => {
    for (const project of projects.filter((candidate) => candidate.fileNames.length > 0)) {
      const { strict, noUncheckedIndexedAccess, noImplicitOverride, noFallthroughCasesInSwitch } = project.options;
      expect({
        project: fromRoot(project.configPath),
        strict,
        noUncheckedIndexedAccess,
        noImplicitOverride,
        noFallthroughCasesInSwitch,
      }).toEqual({
        project: fromRoot(project.configPath),
        strict: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        noFallthroughCasesInSwitch: true,
      });
    }
  });
});
