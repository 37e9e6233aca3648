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

/**
 * Text with one block (paragraph, list item, heading) a line. Walked with a stack of our own, so
 * a page nested thousands of levels deep cannot exhaust the call stack.
 */
function blockText(root: DomNode): string {
  const out: string[] = [];
  // A marker pushed after a block's children closes that block with a line break.
  const pending: (DomNode | 'end-block')[] = [root];
  while (pending.length) {
    const node = pending.pop()!;
    if (node === 'end-block') {
      out.push('\n');
      continue;
    }
    if (node.nodeType === 3) out.push(node.textContent ?? '');
    if (node.nodeType !== 1 && node.nodeType !== 9) continue;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) continue;
    if (name === 'BR' || BLOCKS.has(name)) out.push('\n');
    if (BLOCKS.has(name)) pending.push('end-block');
    const children = Array.from(node.childNodes);
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
  return out.join('');
}

/**
 * Beyond these a page is not a business page but a trap (or a generated dump): Readability's
 * scoring grows much faster than the page, so such pages skip it for the plain text walk.
 */
export const PAGE_SHAPE_LIMITS = { maxDepth: 100, maxElements: 15_000 };

function shapeOf(root: DomNode) {
  let elements = 0;
  let depth = 0;
  const pending: [DomNode, number][] = [[root, 0]];
  while (pending.length) {
    const [node, level] = pending.pop()!;
    if (node.nodeType !== 1 && node.nodeType !== 9) continue;
    elements += 1;
    depth = Math.max(depth, level);
    if (elements > PAGE_SHAPE_LIMITS.maxElements || depth > PAGE_SHAPE_LIMITS.maxDepth) break;
    for (const child of Array.from(node.childNodes)) pending.push([child, level + 1]);
  }
  return { elements, depth };
}

const withinLimits = (shape: { elements: number; depth: number }) =>
  shape.elements <= PAGE_SHAPE_LIMITS.maxElements && shape.depth <= PAGE_SHAPE_LIMITS.maxDepth;

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
  const readable = withinLimits(shapeOf(document as never));
  // Readability changes the document it reads, so the fallback parses the page again.
  const article = readable
    ? new Readability(document as never, { serializer: (node) => tidyText(blockText(node as never)) }).parse()
    : null;
  let text = article?.content ?? '';
  if (text.length < 50) {
    const fresh = readable ? parseHTML(html).document : document;
    text = tidyText(blockText((fresh.body ?? fresh.documentElement) as never));
  }
  const title = (oneLine(article?.title) || pageTitle).slice(0, TITLE_MAX);
  return { title, text };
}
