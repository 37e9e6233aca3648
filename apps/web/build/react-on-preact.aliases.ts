import { fileURLToPath } from 'node:url';

/**
 * React's module names answered by Preact (preact/compat): the same components in about a third
 * of React DOM's bytes, for the build and the dev server (decision 0011).
 */
export const reactOnPreactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./react-on-preact.js', import.meta.url)) },
];
