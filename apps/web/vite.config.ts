import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkContentsPlugin } from './build/chunk-contents';
import { fontPreload } from './build/font-preload';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { routePreloadsPlugin } from './build/route-preloads';
import { tablerIcons } from './build/tabler-icons';

/**
 * How many lazily loaded parts must import a module for it to go into the shared chunk. Measured
 * with `npm run bench` (decision 0017): fewer puts parts of a few pages (the kit's inputs) on every
 * page, more leaves the agent's pages many small scripts of what they all use.
 */
const SHARED_BY_AT_LEAST = 13;

/**
 * The kit's text fields, its portal and its modal (with the focus trap, overlay and scroll lock it
 * brings) stay out of the shared chunk however many parts use them: the forms and dialogs that do
 * are spread over many lazy parts, while most pages (Home, the agent's hub and profile, a call)
 * have no field or dialog at first paint and would carry them for nothing (8 kB for the modal).
 */
const NOT_SHARED =
  /[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input\w*|TextInput|Portal|Modal\w*|FocusTrap|Overlay)|@mantine[\\/]hooks[\\/]esm[\\/]use-focus-(trap|return)|react-remove-scroll[\w-]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

const apiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

/** In `npm run dev` the API server owns the public site config; embed it like the server does. */
function devSiteConfig(): Plugin {
  return {
    name: 'portal-dev-site-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const response = await fetch(`${apiOrigin}/app-config.json`).catch(() => undefined);
      if (!response?.ok) return html;
      const json = (await response.text()).replace(/</g, '\\u003c');
      return html.replace('</head>', `<script id="portal-config" type="application/json">${json}</script></head>`);
    },
  };
}

export default defineConfig(() => ({
  plugins: [
    react(),
    tablerIcons(),
    devSiteConfig(),
    fontPreload('inter-latin-wght-normal'),
    // Each module brings the UI kit's styles for the components it imports, so a page's chunk
    // carries the CSS it uses and no page waits for the whole kit's stylesheet.
    mantineComponentStyles(fileURLToPath(new URL('./src/', import.meta.url))),
    // Each page's lazily loaded files, for the server to name in that page's HTML.
    routePreloadsPlugin(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    // What each script holds, for the bench's report of the largest ones (kept out of dist).
    chunkContentsPlugin(fileURLToPath(new URL('./build-stats/chunk-contents.json', import.meta.url))),
    // Brotli and gzip copies beside each asset, made once at build and served as they are
    // (a phone on a slow line downloads a third of the bytes).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/sandbox': apiOrigin, '/dev': apiOrigin },
  },
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./build/zod-without-eval.js', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the target reaches preloads modules itself; the polyfill would ride on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Imported constants (labels, limits, paths) written where they are used rather than kept as
      // shared bindings: a few hundred bytes less on most pages, most on the configure page.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          // What most pages import (the kit's core, the query cache, the signed-in layout's parts)
          // in one file rather than the thirty small ones the automatic split makes: one file
          // compresses better and is one request.
          groups: [{ name: 'shared', minShareCount: SHARED_BY_AT_LEAST, test: (id) => !NOT_SHARED.test(id) }],
        },
      },
    },
  },
}));
