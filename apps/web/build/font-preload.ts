import type { Plugin } from 'vite';

/**
 * Names the typeface's file in the page's HTML (`<link rel="preload" as="font">`). The face is
 * shown only if it arrives within 100 ms of first use (font-display: optional, design-tokens.css),
 * and without this the browser asks for it only once the app has rendered its first text: a first
 * visit then kept the fallback. The file's built name carries a hash, so it is read from the bundle.
 */
export function fontPreload(fontFileStem: string): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find(
          (fileName) => fileName.includes(fontFileStem) && fileName.endsWith('.woff2'),
        );
        if (!font) throw new Error(`font-preload: the build has no ${fontFileStem} font`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
