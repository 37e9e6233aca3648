import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate } from 'fflate';

/** A value as it goes into the archive's files: text, a number, true or false, null, or nested JSON. */
type ArchiveValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };
export type ArchiveRow = Record<string, ArchiveValue>;

/** One kind of record: written as `<name>.json` (an array) and `<name>.csv` (one row each, these columns). */
export type ArchiveTable = {
  name: string;
  columns: readonly string[];
  /** The rows in batches, so a large table (100,000 calls) is never read whole. */
  batches: AsyncIterable<readonly ArchiveRow[]>;
};

const encoder = new TextEncoder();

/**
 * A cell as spreadsheets should read it: nested values as JSON, nothing for null. A text starting
 * with '=' or '@' is read as a formula by spreadsheet programs, so it gets a leading apostrophe;
 * '+' and '-' are left alone, as phone numbers and negative figures start with them.
 */
export function csvCell(value: ArchiveValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /^[=@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV rows (RFC 4180: quoted when needed, quotes doubled, CRLF between rows), with or without the header. */
export function csvRows(columns: readonly string[], rows: readonly ArchiveRow[], header: boolean): string {
  const records = rows.map((row) => columns.map((column) => csvCell(row[column])));
  return stringify(header ? [[...columns], ...records] : records, {
    record_delimiter: 'windows',
    quoted_match: /^\s|\s$/,
  });
}

/** A file added to the zip whose text is written in pieces. */
function zipEntry(zip: Zip, name: string) {
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  return {
    write: (text: string) => entry.push(encoder.encode(text)),
    end: (text = '') => entry.push(encoder.encode(text), true),
  };
}

/**
 * The zip: the README, then each table as JSON and CSV, written batch by batch as its rows are
 * read. Only the compressed bytes are kept until the whole archive is handed to storage.
 */
export async function buildArchive(readme: string, tables: readonly ArchiveTable[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  zipEntry(zip, 'README.txt').end(readme);
  for (const table of tables) {
    const json = zipEntry(zip, `${table.name}.json`);
    const csv = zipEntry(zip, `${table.name}.csv`);
    let first = true;
    json.write('[');
    csv.write(csvRows(table.columns, [], true));
    for await (const batch of table.batches) {
      if (batch.length === 0) continue;
      const items = batch.map((row) => `\n  ${JSON.stringify(row)}`);
      json.write(`${first ? '' : ','}${items.join(',')}`);
      csv.write(csvRows(table.columns, batch, false));
      first = false;
    }
    json.end(first ? ']\n' : '\n]\n');
    csv.end();
  }
  zip.end();
  if (failure) throw failure;
  if (!finished) throw new Error('The archive did not finish.');
  const archive = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    archive.set(chunk, offset);
    offset += chunk.length;
  }
  return archive;
}
