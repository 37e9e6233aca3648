import { fileTypeFromBuffer } from 'file-type';

export type DocumentKind = 'pdf' | 'docx' | 'text';

/** The kinds that need a parser; everything else is either text or refused. */
export type ParsedKind = Exclude<DocumentKind, 'text'>;

const KIND_BY_MIME: Record<string, ParsedKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

// Tab, line feed, form feed and carriage return are normal in text files; other control
// characters are what binary data looks like once decoded.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isStrayControl = (code: number) => (code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f;
const MAX_CONTROL_SHARE = 0.01;

/**
 * What the bytes are, whatever the file is called: file-type reads PDF and Word from their
 * structure (a .docx is a zip that holds a Word document, so other zips and .xlsx are refused).
 */
export async function detectDocumentKind(bytes: Uint8Array): Promise<ParsedKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? KIND_BY_MIME[detected.mime] : undefined;
}

/** The bytes as text when they are UTF-8 (BOM optional) or UTF-16 with a BOM; otherwise undefined. */
export function decodeText(bytes: Uint8Array): string | undefined {
  const text = decodeByBom(bytes);
  if (text === undefined || text.includes('\u0000')) return undefined;
  let controls = 0;
  for (let index = 0; index < text.length; index++) if (isStrayControl(text.charCodeAt(index))) controls++;
  return controls <= text.length * MAX_CONTROL_SHARE ? text : undefined;
}

function decodeByBom(bytes: Uint8Array): string | undefined {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  try {
    // TextDecoder drops the BOM of its own encoding; `fatal` refuses bytes that are not valid in it.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
