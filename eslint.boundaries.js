// The architecture's boundaries, checked on the resolved file of every import (any depth, any
// relative path), so they hold by tool rather than by habit. The layout and its reasons are in
// docs/decisions/0006-enforced-boundaries.md.
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const web = 'apps/web/src';
const server = 'apps/server/src';

/** The parts of the code base; a file belongs to the first element whose folder holds it. */
const elements = [
  // Web: routes (app/) compose features; features share only what lives in components/ and lib/.
  { type: 'web-app', pattern: `${web}/app` },
  { type: 'web-feature', pattern: `${web}/features/*`, capture: ['feature'] },
  { type: 'web-shared', pattern: `${web}/{components,lib,assets,testing}` },
  { type: 'web-entry', pattern: web },
  // Server: one element per module; its files are told apart by category below.
  { type: 'module', pattern: `${server}/modules/*`, capture: ['module'] },
  { type: 'server-db', pattern: `${server}/db` },
  { type: 'server-lib', pattern: `${server}/lib` },
  { type: 'server-auth', pattern: `${server}/auth` },
  { type: 'server-providers', pattern: `${server}/providers` },
  // In-house reading of the open web and of documents (crawl, scrape, parse): no vendor behind it.
  { type: 'server-ingestion', pattern: `${server}/ingestion` },
  // The sandbox mailbox: mail kept in our database when no SMTP server is set, read at /dev/mailbox.
  { type: 'server-dev-mailbox', pattern: `${server}/dev-mailbox` },
  { type: 'server-testing', pattern: `${server}/testing` },
  { type: 'server-entry', pattern: server },
  { type: 'shared', pattern: 'packages/shared/src' },
  // The vendors' emulators: their own package, which knows nothing of the portal's code.
  { type: 'sandbox', pattern: 'packages/sandbox/src' },
];

/**
 * The layers inside a module, told apart by the file name's last part before `.ts`. Every module
 * file carries one (MODULE_LAYERS below); routes -> services -> repositories, jobs run services,
 * and the pure files (plain rules and texts, e-mails, types) do no I/O of their own.
 */
const files = [
  { category: 'routes', pattern: '**/*.routes.ts' },
  { category: 'service', pattern: '**/*.service.ts' },
  { category: 'repo', pattern: '**/*.repo.ts' },
  { category: 'jobs', pattern: '**/*.jobs.ts' },
  { category: 'pure', pattern: '**/*.{pure,mail,types}.ts' },
  // The one file that reads the environment: every part of the server may read its result.
  { category: 'config', pattern: `${server}/config.ts` },
];

/** The name endings a module file may have: the layers above and the tests' helpers. */
export const MODULE_LAYERS = ['routes', 'service', 'repo', 'jobs', 'pure', 'mail', 'types', 'testing', 'test'];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameModule = { to: { element: { type: 'module', captured: { module: '{{ from.captured.module }}' } } } };
const anotherModulesService = { to: { element: { type: 'module' }, file: { categories: 'service' } } };

const config = { to: { file: { categories: 'config' } } };

// Later policies win over earlier ones, so the narrow refusals come last.
const policies = [
  // Web
  { from: { element: { type: 'web-entry' } }, allow: [to('web-app', 'web-shared', 'shared')] },
  { from: { element: { type: 'web-app' } }, allow: [to('web-app', 'web-feature', 'web-shared', 'shared')] },
  {
    from: { element: { type: 'web-feature' } },
    allow: [
      to('web-shared', 'shared'),
      { to: { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
    ],
  },
  { from: { element: { type: 'web-shared' } }, allow: [to('web-shared', 'shared')] },
  // Server: the foundations know nothing of the modules.
  { from: { element: { type: 'server-db' } }, allow: [to('server-db', 'server-lib', 'shared')] },
  {
    from: { element: { type: 'server-lib' } },
    allow: [
      to('server-lib', 'shared'),
      config,
      // The request's session fields, to type the routers.
      { to: { element: { type: 'server-auth' } }, dependency: { kind: 'type' } },
    ],
  },
  {
    from: { element: { type: 'server-providers' } },
    allow: [to('server-providers', 'server-ingestion', 'server-lib', 'shared'), config],
  },
  { from: { element: { type: 'server-ingestion' } }, allow: [to('server-ingestion', 'server-lib', 'shared'), config] },
  { from: { element: { type: 'sandbox' } }, allow: [to('sandbox', 'shared')] },
  {
    from: { element: { type: 'server-dev-mailbox' } },
    allow: [
      to('server-dev-mailbox', 'server-db', 'server-lib', 'shared'),
      { to: { element: { type: 'server-providers' } }, dependency: { kind: 'type' } },
    ],
  },
  {
    from: { element: { type: 'server-auth' } },
    allow: [to('server-auth', 'server-providers', 'server-db', 'server-lib', 'shared'), config],
  },
  {
    from: { element: { type: 'module' } },
    allow: [
      to('server-db', 'server-lib', 'server-auth', 'server-providers', 'server-ingestion', 'shared'),
      sameModule,
      anotherModulesService,
      config,
    ],
  },
  // Routes validate and call services: never a repository or a job, and the database only as a type.
  {
    from: { file: { categories: 'routes' } },
    disallow: [
      { to: { file: { categories: ['repo', 'jobs'] } } },
      { to: { element: { type: 'server-db' } }, dependency: { kind: 'value' } },
    ],
  },
  // A repository reads and writes rows: it calls no service, job, route or vendor.
  {
    from: { file: { categories: 'repo' } },
    disallow: [
      { to: { file: { categories: ['routes', 'service', 'jobs'] } } },
      { to: { element: { type: 'server-providers' } }, dependency: { kind: 'value' } },
    ],
  },
  // A service is called by routes and jobs, never the other way round.
  { from: { file: { categories: 'service' } }, disallow: [{ to: { file: { categories: ['routes', 'jobs'] } } }] },
  { from: { file: { categories: 'jobs' } }, disallow: [{ to: { file: { categories: 'routes' } } }] },
  // Pure files compute and word things from what they are given: no database, repository, service,
  // job or vendor, except as a type.
  {
    from: { file: { categories: 'pure' } },
    disallow: [
      { to: { file: { categories: ['routes', 'service', 'repo', 'jobs'] } }, dependency: { kind: 'value' } },
      {
        to: { element: { types: { anyOf: ['server-db', 'server-providers', 'server-auth'] } } },
        dependency: { kind: 'value' },
      },
    ],
  },
  // main.ts and app.ts are the composition root: they wire every part together.
  {
    from: { element: { type: 'server-entry' } },
    allow: [
      to('server-entry', 'server-db', 'server-lib', 'server-auth', 'server-providers', 'server-ingestion'),
      to('server-dev-mailbox', 'sandbox'),
      to('module', 'shared'),
    ],
  },
  {
    from: { element: { type: 'server-testing' } },
    allow: [
      to('server-testing', 'server-entry', 'server-db', 'server-lib', 'server-auth', 'server-providers'),
      to('server-ingestion'),
      to('sandbox', 'server-dev-mailbox', 'shared'),
    ],
  },
  { from: { element: { type: 'shared' } }, allow: [to('shared')] },
];

export const boundariesConfig = [
  {
    files: [`${web}/**/*.{ts,tsx}`, `${server}/**/*.ts`, 'packages/{shared,sandbox}/src/**/*.ts'],
    // Tests reach into the parts they test; the rules are for the product's code.
    ignores: ['**/*.test.{ts,tsx}', `${server}/modules/**/testing.ts`, `${server}/modules/**/*.testing.ts`],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': [`${web}/**/*`, `${server}/**/*`, 'packages/{shared,sandbox}/src/**/*'],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/sandbox/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/sandbox/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // A file and its neighbours in one folder are checked too (a route beside its repository).
          checkInternals: true,
          policies,
          message:
            'A {{ from.type }} file may not import this {{ to.type }} file: features stay apart, modules meet through services, routes never reach a repository (docs/decisions/0006-enforced-boundaries.md).',
        },
      ],
      'boundaries/no-unknown-files': 'error',
      // Two files that import each other are one part in disguise; layers only point one way.
      'import-x/no-cycle': 'error',
    },
  },
];

/** Refuses a module file whose name says no layer: the layering rules above could not see it. */
const layerNames = {
  rules: {
    'module-file-layer': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        Program(node) {
          context.report({
            node,
            message: `A module file's name ends in its layer (.${MODULE_LAYERS.join('.ts, .')}.ts, or testing.ts), so the layering lint can check it (docs/architecture.md).`,
          });
        },
      }),
    },
  },
};

export const moduleLayersConfig = {
  files: [`${server}/modules/**/*.ts`],
  ignores: [`${server}/modules/**/*.{${MODULE_LAYERS.join(',')}}.ts`, `${server}/modules/**/testing.ts`],
  plugins: { layers: layerNames },
  rules: { 'layers/module-file-layer': 'error' },
};
