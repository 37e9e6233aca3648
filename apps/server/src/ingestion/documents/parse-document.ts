import { DOCUMENT_MESSAGES, DocumentError, type DocumentErrorKind } from './document-error.ts';
import type { ParsedKind } from './detect-kind.ts';
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';

/** What a parser found, before the text is tidied and cut to size. */
export type ParsedDocument = { title: string; text: string; pages: number | null; truncated: boolean };

/** Errors cross the worker boundary as plain data: a thrown class would arrive as a bare Error. */
export type ParseOutcome =
  { ok: true; document: ParsedDocument } | { ok: false; kind: DocumentErrorKind; message: string };

export type ParseTask = { kind: ParsedKind; bytes: Uint8Array; maxPages: number };

export async function parseDocument({ kind, bytes, maxPages }: ParseTask): Promise<ParseOutcome> {
  try {
    const document = kind === 'pdf' ? await readPdf(bytes, maxPages) : await readDocx(bytes);
    return { ok: true, document };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, kind: error.kind, message: error.message };
    return { ok: false, kind: 'unreadable', message: DOCUMENT_MESSAGES.unreadable };
  }
}
