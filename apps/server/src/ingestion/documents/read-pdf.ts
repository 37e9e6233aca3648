import { getDocumentProxy } from 'unpdf';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { ParsedDocument } from './parse-document.ts';

type TextItem = { str?: string; hasEOL?: boolean };

/** The text of the first `maxPages` pages, a blank line between pages, and the title in the PDF's metadata. */
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<ParsedDocument> {
  const pdf = await openPdf(bytes);
  try {
    const pages = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push((content.items as TextItem[]).map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join(''));
    }
    const text = pages.join('\n\n');
    if (!text.trim()) throw new DocumentError('no_text', DOCUMENT_MESSAGES.scannedPdf);
    const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as { info: { Title?: unknown } };
    return {
      title: typeof info.Title === 'string' ? info.Title : '',
      text,
      pages: pdf.numPages,
      truncated: pdf.numPages > maxPages,
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function openPdf(bytes: Uint8Array) {
  try {
    // Warnings about odd fonts or objects are common in real PDFs and say nothing to us.
    return await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentError('encrypted', DOCUMENT_MESSAGES.encrypted);
    }
    throw new DocumentError('unreadable', DOCUMENT_MESSAGES.unreadable);
  }
}
