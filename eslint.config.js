import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesConfig, moduleLayersConfig } from './eslint.boundaries.js';

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
    // Vendor SDKs only under providers/ and sandbox/ (docs/decisions/0006-enforced-boundaries.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/providers/**', 'apps/server/src/sandbox/**', 'apps/server/src/lib/sentry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['openai', 'telnyx', 'google-auth-library', '@vapi-ai/server-sdk', 'nodemailer', '@aws-sdk/client-s3'],
        },
      ],
    },
  },
);
