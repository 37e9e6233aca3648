import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload } from './font-preload';

type Handler = (html: string, context: IndexHtmlTransformContext) => IndexHtmlTransformResult;

const transform = (files: string[]) => {
  const hook = fontPreload('inter-latin-wght-normal').transformIndexHtml as { handler: Handler };
  const bundle = Object.fromEntries(files.map((fileName) => [fileName, { fileName }]));
  return hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
};

describe('the typeface named in the page', () => {
  it('preloads the built font file by its hashed name', () => {
    expect(transform(['assets/index-abc.js', 'assets/inter-latin-wght-normal-Dx4k.woff2'])).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4k.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the font is gone, rather than preloading nothing', () => {
    expect(() => transform(['assets/index-abc.js'])).toThrow(/no inter-latin-wght-normal font/);
  });
});
