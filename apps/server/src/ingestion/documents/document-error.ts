export type DocumentErrorKind = 'too_large' | 'unsupported_type' | 'unreadable' | 'no_text' | 'encrypted' | 'timeout';

/** Why an uploaded document could not be read; the message is safe to show the owner. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  constructor(
    readonly kind: DocumentErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const DOCUMENT_MESSAGES = {
  tooLarge: 'This file is larger than 10 MB. Please upload a smaller file.',
  unsupportedType: 'This file is not a PDF, a Word (.docx) document or plain text. Please upload one of those.',
  unreadable: 'This file is damaged or incomplete and could not be read. Please save it again and upload the new copy.',
  scannedPdf:
    'This PDF has no text to read; it may be a scanned image. Please upload a PDF with selectable text or a Word document.',
  noText: 'This document has no text to read. Please upload a document that contains text.',
  encrypted: 'This PDF is protected by a password. Please remove the password and upload it again.',
  timeout: 'This document took too long to read. Please upload a shorter or simpler file.',
  busy: 'Too many documents are being read right now. Please try again in a minute.',
} as const;
