import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesConfig, moduleLayersConfig } from './eslint.boundaries.js';

const VENDOR_SDKS = [
  'openai',
  'telnyx',
  'google-auth-library',
  '@vapi-ai/server-sdk',
  'nodemailer',
  '@aws-sdk/client-s3',
];
const SERVER_TEST_FILES = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/testing/**',
  'apps/server/src/with-emulators/**',
  'apps/server/src/modules/**/testing.ts',
  'apps/server/src/modules/**/*.testing.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundariesConfig,
  moduleLayersConfig,
  {
    // Vendor SDKs only in providers/ and the emulators (docs/architecture.md), and the emulators only
    // through loadSandbox's dynamic import: a server with every vendor real never loads them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/providers/**', 'apps/server/src/lib/sentry.ts', ...SERVER_TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: VENDOR_SDKS,
          patterns: [
            {
              group: ['@portal/sandbox', '@portal/sandbox/*'],
              message: 'The emulators are loaded on demand: sandbox-mount.ts imports them with import().',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may start the emulators; the SDK contract tests against them call the SDKs too.
    files: SERVER_TEST_FILES,
    ignores: ['apps/server/src/with-emulators/**', 'apps/server/src/providers/**'],
    rules: { 'no-restricted-imports': ['error', { paths: VENDOR_SDKS }] },
  },
  {
    // A `.plain.ts` file of packages/shared never loads zod, so any page can import its values and
    // rules without the schema library (packages/shared/README.md). Types cost nothing at run time.
    files: ['packages/shared/src/**/*.plain.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'A .plain.ts file never loads zod.' },
            {
              regex: '^\\.{1,2}/(?!.*\\.plain\\.ts$)',
              allowTypeImports: true,
              message: 'A .plain.ts file takes values from .plain.ts files only: the others load zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every API read is asked for by a path from @portal/shared/api-reads/, the one the server
    // serves pages with: written by hand here, it could differ and the page would read again.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...readPathsWrittenByHand()],
    },
  },
);

/**
 * A GET through the API client (one argument) or a served answer taken, given its path as text: every
 * read's path is built in packages/shared/src/api-reads/, where the reads a page is served with are
 * built too, so a query cannot look for its served answer under a path the server did not write.
 */
function readPathsWrittenByHand() {
  const read = "CallExpression:matches([callee.name='servedAnswer'], [callee.name='api'][arguments.length=1])";
  const message = 'Take the path of an API read from @portal/shared/api-reads/.';
  return [`${read} > :matches(Literal, TemplateLiteral).arguments:first-child`].map((selector) => ({
    selector,
    message,
  }));
}
