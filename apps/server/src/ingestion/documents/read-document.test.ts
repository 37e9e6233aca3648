import { afterAll, describe, expect, it } from 'vitest';
import { bullet, heading, makeDocx, makeZip, paragraph } from './fixtures/make-docx.ts';
import { makePdf } from './fixtures/make-pdf.ts';
import { closeParsePool } from './parse-pool.ts';
import { DOCUMENT_LIMITS, DocumentError, readDocument } from './read-document.ts';

afterAll(async () => {
  await closeParsePool();
});

const utf8 = (text: string) => new TextEncoder().encode(text);

async function readError(bytes: Uint8Array, fileName: string): Promise<DocumentError> {
  const error = await readDocument(bytes, fileName).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe('readDocument: PDF', () => {
  it('reads every page of a text PDF, a blank line between pages, and its title', async () => {
    const pdf = makePdf(
      [
        ['Price list', 'Haircut  $30', 'Beard trim $15'],
        ['Colour $80', 'Prices include tax.'],
      ],
      { title: 'Salon prices 2025' },
    );
    const document = await readDocument(pdf, 'prices.pdf');
    expect(document).toMatchObject({ kind: 'pdf', title: 'Salon prices 2025', pages: 2, truncated: false });
    expect(document.text).toContain('Haircut $30');
    expect(document.text).toMatch(/Beard trim \$15\n\nColour \$80/);
  });

  it('uses the file name, without its path or extension, when the PDF has no title', async () => {
    const document = await readDocument(makePdf([['Open 9 to 5']]), 'C:\\fakepath\\Opening hours.pdf');
    expect(document.title).toBe('Opening hours');
  });

  it('keeps only the first pages of a long PDF and says so', async () => {
    const pages = Array.from({ length: DOCUMENT_LIMITS.maxPages + 2 }, (_, index) => [`Page ${index + 1}`]);
    const document = await readDocument(makePdf(pages), 'long.pdf');
    expect(document).toMatchObject({ pages: DOCUMENT_LIMITS.maxPages + 2, truncated: true });
    expect(document.text).toContain(`Page ${DOCUMENT_LIMITS.maxPages}`);
    expect(document.text).not.toContain(`Page ${DOCUMENT_LIMITS.maxPages + 1}`);
  });

  it('refuses a PDF with no text (a scan) as no_text', async () => {
    const error = await readError(makePdf([[]]), 'scan.pdf');
    expect(error.kind).toBe('no_text');
    expect(error.message).toMatch(/scanned image/);
  });

  it('refuses a password-protected PDF as encrypted', async () => {
    const error = await readError(makePdf([['Secret']], { encrypt: true }), 'locked.pdf');
    expect(error.kind).toBe('encrypted');
  });

  it('refuses a damaged PDF as unreadable', async () => {
    const corrupt = utf8('%PDF-1.7\n1 0 obj\n<< /Type /Catal');
    const error = await readError(corrupt, 'broken.pdf');
    expect(error.kind).toBe('unreadable');
  });
});

describe('readDocument: Word', () => {
  it('keeps headings, paragraphs and list items as lines', async () => {
    const docx = await makeDocx(
      heading('Our menu') +
        paragraph('Everything is made   fresh every morning.') +
        bullet('Espresso $3') +
        bullet('Cappuccino $4') +
        paragraph('Ask about vegan options.'),
    );
    const document = await readDocument(docx, 'menu.docx');
    expect(document).toEqual({
      kind: 'docx',
      title: 'menu',
      text: 'Our menu\n\nEverything is made fresh every morning.\n\n- Espresso $3\n- Cappuccino $4\n\nAsk about vegan options.',
      pages: null,
      truncated: false,
    });
  });

  it('puts each table row on a line, its cells separated', async () => {
    const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
    const table = `<w:tbl><w:tr>${cell('Soup')}${cell('$5')}</w:tr><w:tr>${cell('Salad')}${cell('$7')}</w:tr></w:tbl>`;
    const document = await readDocument(await makeDocx(paragraph('Starters') + table), 'menu.docx');
    expect(document.text).toBe('Starters\n\nSoup | $5\nSalad | $7');
  });

  it('refuses an Excel workbook', async () => {
    const xlsx = await makeZip({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
    });
    expect((await readError(xlsx, 'prices.docx')).kind).toBe('unsupported_type');
  });

  it('refuses a zip that is not a Word document', async () => {
    const zip = await makeZip({ 'notes.txt': 'hello', 'data.csv': 'a,b' });
    const error = await readError(zip, 'menu.docx');
    expect(error.kind).toBe('unsupported_type');
  });
});

describe('readDocument: plain text', () => {
  it('reads UTF-8 and tidies whitespace', async () => {
    const text = '  Café   hours\r\n\r\n\r\n\r\nMon–Fri\t 9–5 \n\n\n\nSat closed  ';
    const document = await readDocument(utf8(text), 'hours.md');
    expect(document).toEqual({
      kind: 'text',
      title: 'hours',
      text: 'Café hours\n\nMon–Fri 9–5\n\nSat closed',
      pages: null,
      truncated: false,
    });
  });

  it('drops a UTF-8 byte order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('item,price\nsoup,5')]);
    expect((await readDocument(bytes, 'prices.csv')).text).toBe('item,price\nsoup,5');
  });

  it('reads UTF-16 with a byte order mark', async () => {
    const body = 'Délivery: free over $20';
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < body.length; index++) bytes[2 + index * 2] = body.charCodeAt(index);
    expect((await readDocument(bytes, 'policy.txt')).text).toBe(body);
  });

  it('goes by the content, not the name: a .pdf that is text is read as text', async () => {
    const document = await readDocument(utf8('Returns within 30 days.'), 'policy.pdf');
    expect(document).toMatchObject({ kind: 'text', text: 'Returns within 30 days.', title: 'policy' });
  });

  it('keeps the first characters of a very long text and says so', async () => {
    const long = 'word '.repeat(DOCUMENT_LIMITS.maxTextChars / 4);
    const document = await readDocument(utf8(long), 'long.txt');
    expect(document.truncated).toBe(true);
    expect(document.text.length).toBeLessThanOrEqual(DOCUMENT_LIMITS.maxTextChars);
    expect(document.text.endsWith('word')).toBe(true);
  });

  it('refuses an empty or blank text file as no_text', async () => {
    expect((await readError(utf8(' \n\n '), 'empty.txt')).kind).toBe('no_text');
  });
});

describe('readDocument: refused before parsing', () => {
  it('refuses a PNG named .txt', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
      0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
    ]);
    const error = await readError(png, 'notes.txt');
    expect(error).toMatchObject({
      kind: 'unsupported_type',
      message: 'This file is not a PDF, a Word (.docx) document or plain text. Please upload one of those.',
    });
  });

  it('refuses binary data that is not a known type', async () => {
    const binary = new Uint8Array(256).map((_, index) => index);
    expect((await readError(binary, 'data.txt')).kind).toBe('unsupported_type');
  });

  it('refuses a file over the size limit without reading it', async () => {
    // Valid PDF bytes at the start: the size alone must decide.
    const oversized = new Uint8Array(DOCUMENT_LIMITS.maxBytes + 1);
    oversized.set(makePdf([['Hello']]));
    const started = performance.now();
    const error = await readError(oversized, 'big.pdf');
    expect(error).toMatchObject({
      kind: 'too_large',
      message: 'This file is larger than 10 MB. Please upload a smaller file.',
    });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
