import { parseHTML } from 'linkedom';
import mammoth from 'mammoth';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { ParsedDocument } from './parse-document.ts';

type DomNode = { nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

const LIST_ITEM_PREFIX = '- ';

/**
 * A Word document as text. mammoth gives clean HTML (headings, paragraphs, lists, tables), which
 * keeps the structure an agent needs: a heading or a list item on a line of its own, a table row
 * on one line with its cells separated.
 */
export async function readDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Images are not text: an empty src keeps them out of memory and out of the HTML.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        // A document may link files by path; reading them would read the server's disk.
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch {
    throw new DocumentError('unreadable', DOCUMENT_MESSAGES.unreadable);
  }
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return { title: '', text: blocksToText(document.body as unknown as DomNode), pages: null, truncated: false };
}

function blocksToText(parent: DomNode): string {
  const blocks: string[] = [];
  for (const node of Array.from(parent.childNodes)) {
    switch (node.nodeName) {
      case 'UL':
      case 'OL':
        blocks.push(listToLines(node, 0).join('\n'));
        break;
      case 'TABLE':
        blocks.push(tableToLines(node).join('\n'));
        break;
      default:
        blocks.push(inlineText(node));
    }
  }
  return blocks.filter((block) => block.trim()).join('\n\n');
}

function listToLines(list: DomNode, depth: number): string[] {
  const lines: string[] = [];
  for (const item of Array.from(list.childNodes).filter((node) => node.nodeName === 'LI')) {
    const nested = Array.from(item.childNodes).filter((node) => node.nodeName === 'UL' || node.nodeName === 'OL');
    const ownText = Array.from(item.childNodes)
      .filter((node) => !nested.includes(node))
      .map(inlineText)
      .join('');
    lines.push('  '.repeat(depth) + LIST_ITEM_PREFIX + ownText.trim());
    for (const sublist of nested) lines.push(...listToLines(sublist, depth + 1));
  }
  return lines;
}

function tableToLines(table: DomNode): string[] {
  const rows: DomNode[] = [];
  const collectRows = (node: DomNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeName === 'TR') rows.push(child);
      else if (child.nodeName === 'THEAD' || child.nodeName === 'TBODY') collectRows(child);
    }
  };
  collectRows(table);
  return rows.map((row) =>
    Array.from(row.childNodes)
      // Cell content comes as paragraphs; run them together as one cell.
      .map((cell) => Array.from(cell.childNodes).map(inlineText).join(' ').trim())
      .join(' | '),
  );
}

// Line breaks inside a paragraph (<br>) stay line breaks; everything else is its text.
function inlineText(node: DomNode): string {
  if (node.nodeName === 'BR') return '\n';
  if (!node.childNodes.length) return node.textContent ?? '';
  return Array.from(node.childNodes).map(inlineText).join('');
}
