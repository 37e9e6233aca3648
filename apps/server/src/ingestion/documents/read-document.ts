import { decodeText, detectDocumentKind, type DocumentKind } from './detect-kind.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { ParsedDocument } from './parse-document.ts';
import { parseOffThread } from './parse-pool.ts';
import { tidyText, truncateText } from './tidy-text.ts';

/**
 * The text of a document an owner uploads (a menu, a price list, a policy sheet) so their agent
 * can know it. What the file is comes from its bytes, never from its name or declared type.
 */

export const DOCUMENT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPages: 50, maxTextChars: 200_000, timeoutMs: 15_000 };

export type { DocumentKind } from './detect-kind.ts';
export { DocumentError } from './document-error.ts';

export type ReadDocument = {
  kind: DocumentKind;
  /** The title in the document's metadata, else the file name without its extension. */
  title: string;
  /** Paragraphs separated by blank lines; headings, list items and table rows each on a line. */
  text: string;
  /** Pages in a PDF (all of them, including any beyond maxPages); null for other kinds. */
  pages: number | null;
  /** Only the first maxPages pages or maxTextChars characters were kept. */
  truncated: boolean;
};

const TITLE_MAX_CHARS = 200;

export async function readDocument(bytes: Uint8Array, fileName: string): Promise<ReadDocument> {
  if (bytes.byteLength > DOCUMENT_LIMITS.maxBytes) throw new DocumentError('too_large', DOCUMENT_MESSAGES.tooLarge);

  const detected = await detectDocumentKind(bytes);
  const plainText = detected ? undefined : decodeText(bytes);
  if (!detected && plainText === undefined) {
    throw new DocumentError('unsupported_type', DOCUMENT_MESSAGES.unsupportedType);
  }
  const kind: DocumentKind = detected ?? 'text';
  const parsed: ParsedDocument = detected
    ? await parseOffThread({ kind: detected, bytes, maxPages: DOCUMENT_LIMITS.maxPages }, DOCUMENT_LIMITS.timeoutMs)
    : { title: '', text: plainText ?? '', pages: null, truncated: false };

  const tidied = tidyText(parsed.text);
  if (!tidied) {
    throw new DocumentError('no_text', kind === 'pdf' ? DOCUMENT_MESSAGES.scannedPdf : DOCUMENT_MESSAGES.noText);
  }
  const { text, truncated } = truncateText(tidied, DOCUMENT_LIMITS.maxTextChars);
  return {
    kind,
    title: tidyTitle(parsed.title) || tidyTitle(titleFromFileName(fileName)) || 'Untitled document',
    text,
    pages: parsed.pages,
    truncated: truncated || parsed.truncated,
  };
}

// Browsers may send a full path ("C:\fakepath\menu.pdf"); only the last part is the name.
function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function tidyTitle(title: string): string {
  return tidyText(title).replace(/\s+/g, ' ').slice(0, TITLE_MAX_CHARS).trim();
}
