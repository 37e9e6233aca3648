import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

type Asset = { name: string; type: string; body: Buffer };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Resolved, not imported: the package's entry would load the browser bundle into the server.
const vendorFile = (resolved: string) => readFileSync(new URL(resolved));
const ownFile = (file: string) => readFileSync(new URL(file, import.meta.url));

// Below this size an encoding saves less than its headers cost (the rest of the server uses the same).
const COMPRESS_FROM = 1024;
// Measured on swagger-ui-bundle.js (1.73 MB): quality 9 gives 392 kB in 0.2 s, quality 11 gives
// 359 kB in 4.7 s, a wait the first reader after every start would feel. Browsers keep the file a
// year, so the 33 kB are paid once per browser and version.
const BROTLI_QUALITY = 9;

/** `swagger-ui.css` as `swagger-ui.1a2b3c4d5e.css`: a new name whenever the content changes. */
function versioned(file: string, type: string, body: Buffer): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const dot = file.lastIndexOf('.');
  return { name: `${file.slice(0, dot)}.${hash}${file.slice(dot)}`, type, body };
}

/** The vendor stylesheet without its source-map comment (the map is not served; devtools would ask for it). */
const withoutSourceMap = (css: Buffer) =>
  Buffer.from(css.toString('utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, ''));

const CSS = 'text/css; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

function loadAssets() {
  const vendorCss = vendorFile(import.meta.resolve('swagger-ui-dist/swagger-ui.css'));
  const vendorJs = vendorFile(import.meta.resolve('swagger-ui-dist/swagger-ui-bundle.js'));
  const styles = [
    versioned('swagger-ui.css', CSS, withoutSourceMap(vendorCss)),
    versioned('api-docs.css', CSS, ownFile('./docs.css')),
  ];
  // In order: the renderer, then the few lines that start it on the page.
  const scripts = [
    versioned('swagger-ui-bundle.js', JS, vendorJs),
    versioned('api-docs.js', JS, ownFile('./docs-init.js')),
  ];
  return { styles, scripts, byName: new Map([...styles, ...scripts].map((asset) => [asset.name, asset])) };
}

/** The encodings a browser accepts, from its Accept-Encoding header (`q=0` refuses one). */
function accepted(header: string | undefined) {
  const names = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) names.add(name);
  }
  return names;
}

/**
 * The reference page's files, read from the installed renderer on first use (not at start: every
 * server and test would pay for a page few open), each compressed once per encoding and kept.
 */
export function docsAssets() {
  let assets: ReturnType<typeof loadAssets> | undefined;
  const compressed = new Map<string, Promise<Buffer>>();
  const all = () => (assets ??= loadAssets());

  function encodedBody(asset: Asset, encoding: Encoding) {
    const key = `${encoding}:${asset.name}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(asset.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length,
              },
            })
          : gzipAsync(asset.body, { level: 9 });
      compressed.set(key, body);
    }
    return body;
  }

  return {
    /** The names the page links, in the order it loads them. */
    page: () => ({
      styles: all().styles.map((asset) => asset.name),
      scripts: all().scripts.map((asset) => asset.name),
    }),
    /** One file in the best encoding the browser accepts (brotli, then gzip, else as it is), or undefined. */
    async get(name: string, acceptEncoding: string | undefined) {
      const asset = all().byName.get(name);
      if (!asset) return undefined;
      const encodings = accepted(acceptEncoding);
      const encoding =
        asset.body.length < COMPRESS_FROM ? undefined : (['br', 'gzip'] as const).find((e) => encodings.has(e));
      const body = encoding ? await encodedBody(asset, encoding) : asset.body;
      return { type: asset.type, body, encoding };
    },
  };
}
