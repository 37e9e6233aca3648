import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * React Router's package names only its development build (warnings on, extra checks), whatever
 * the mode; its production build sits beside it. The web build uses that one.
 */
const routerRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export const reactRouterProductionAlias = {
  find: /^react-router$/,
  replacement: join(routerRoot, 'dist', 'production', 'index.mjs'),
};
