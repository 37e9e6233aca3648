import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/**
 * The readable part of an HTML page: Readability (Firefox Reader View) picks the main content on
 * a linkedom DOM; pages it cannot read fall back to the body without scripts and navigation.
 */

type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DIV DL DT FIGCAPTION FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TD TH TR UL'.split(
    ' ',
  ),
);
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'NAV',
  'FOOTER',
  'HEADER',
  'FORM',
]);
const TITLE_MAX = 300;

/** Text with one block (paragraph, list item, heading) a line. */
function blockText(node: DomNode, out: string[] = []): string[] {
  if (node.nodeType === 3) out.push(node.textContent ?? '');
  if (node.nodeType !== 1 && node.nodeType !== 9) return out;
  const name = node.nodeName.toUpperCase();
  if (SKIPPED.has(name)) return out;
  if (name === 'BR' || BLOCKS.has(name)) out.push('\n');
  for (const child of Array.from(node.childNodes)) blockText(child, out);
  if (BLOCKS.has(name)) out.push('\n');
  return out;
}

export const tidyText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function extractPage(html: string): { title: string; text: string } {
  const { document } = parseHTML(html);
  const pageTitle = oneLine(document.title);
  // Readability changes the document it reads, so the fallback parses the page again.
  const article = new Readability(document as never, {
    serializer: (node) => tidyText(blockText(node as never).join('')),
  }).parse();
  let text = article?.content ?? '';
  if (text.length < 50) {
    const fresh = parseHTML(html).document;
    text = tidyText(blockText((fresh.body ?? fresh.documentElement) as never).join(''));
  }
  const title = (oneLine(article?.title) || pageTitle).slice(0, TITLE_MAX);
  return { title, text };
}
