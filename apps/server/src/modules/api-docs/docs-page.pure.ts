/**
 * The page's own policy, added to the site-wide header (which every answer gets after its handler
 * and so cannot be replaced here). A browser enforces both, so this one can only tighten: no
 * inline style (the renderer needs none), requests and images from this origin only (images also
 * as data: URLs, which the renderer's stylesheet uses for icons), no form posts, no <base>.
 */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type DocsPage = {
  /** Where the page itself is served, e.g. `/api/docs`; its files are under `<base>/assets/`. */
  base: string;
  documentUrl: string;
  styles: string[];
  scripts: string[];
};

/**
 * The reference page: a line naming it, with the link to the document, then the renderer's mount
 * point (a plain element: the renderer brings its own <main> and <h1>, the API's title).
 */
export function docsPage({ base, documentUrl, styles, scripts }: DocsPage) {
  const asset = (name: string) => escapeHtml(`${base}/assets/${name}`);
  const url = escapeHtml(documentUrl);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${DOCS_PAGE_POLICY}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · AI Voice Agent Platform</title>
    <meta name="description" content="Every endpoint of the AI Voice Agent Platform API, read from its OpenAPI document." />
${styles.map((name) => `    <link rel="stylesheet" href="${asset(name)}" />`).join('\n')}
${scripts.map((name) => `    <script src="${asset(name)}" defer></script>`).join('\n')}
  </head>
  <body>
    <header class="api-docs-header">
      <p class="api-docs-trail"><a href="/">AI Voice Agent Platform</a> · API reference</p>
      <p>
        Every endpoint of the portal's HTTP API, with its parameters and answers. The same
        description as an OpenAPI 3.1 document: <a href="${url}">${url}</a>.
      </p>
    </header>
    <div id="api-reference" data-document-url="${url}">
      <noscript><p>This page needs JavaScript to show the reference; the document above is plain JSON.</p></noscript>
    </div>
  </body>
</html>
`;
}
