import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildArchive, csvCell, csvRows, type ArchiveRow } from './archive.pure.ts';

async function* batches(...groups: ArchiveRow[][]) {
  for (const group of groups) yield group;
}

describe('csvRows', () => {
  it('quotes commas, quotes and line breaks, doubling quotes, so a spreadsheet reads each cell whole', () => {
    const text = csvRows(
      ['name', 'note'],
      [
        { name: 'Doe, Jane', note: 'Said "call me"\nafter 5' },
        { name: 'Bob', note: null },
      ],
      true,
    );
    expect(text).toBe('name,note\r\n"Doe, Jane","Said ""call me""\nafter 5"\r\nBob,\r\n');
  });

  it('writes nested values as JSON, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell({ outcome: 'booked' })).toBe('{"outcome":"booked"}');
    expect(csvCell(['a', 'b'])).toBe('["a","b"]');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Phone numbers and negative figures stay as they are.
    expect(csvCell('+15125550123')).toBe('+15125550123');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });
});

describe('buildArchive', () => {
  it('writes the README and each table as JSON and CSV, batch after batch', async () => {
    const zip = await buildArchive('What each file holds', [
      {
        name: 'calls',
        columns: ['id', 'transcript'],
        batches: batches(
          [{ id: 'a', transcript: 'Caller: Hi, "Dr." Lee,\nplease' }],
          [],
          [
            { id: 'b', transcript: null },
            { id: 'c', transcript: 'Bye' },
          ],
        ),
      },
      { name: 'texts', columns: ['id', 'body'], batches: batches() },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'calls.csv', 'calls.json', 'texts.csv', 'texts.json']);
    expect(strFromU8(files['README.txt']!)).toBe('What each file holds');
    expect(JSON.parse(strFromU8(files['calls.json']!))).toEqual([
      { id: 'a', transcript: 'Caller: Hi, "Dr." Lee,\nplease' },
      { id: 'b', transcript: null },
      { id: 'c', transcript: 'Bye' },
    ]);
    expect(strFromU8(files['calls.csv']!)).toBe(
      'id,transcript\r\na,"Caller: Hi, ""Dr."" Lee,\nplease"\r\nb,\r\nc,Bye\r\n',
    );
    expect(JSON.parse(strFromU8(files['texts.json']!))).toEqual([]);
    expect(strFromU8(files['texts.csv']!)).toBe('id,body\r\n');
  });

  it('reads a large table one batch at a time', async () => {
    let read = 0;
    let mostAtOnce = 0;
    async function* many() {
      for (let batch = 0; batch < 200; batch += 1) {
        const rows = Array.from({ length: 500 }, (_, index) => ({
          id: `${batch}-${index}`,
          summary: 'Booked a cleaning',
        }));
        read += rows.length;
        mostAtOnce = Math.max(mostAtOnce, rows.length);
        yield rows;
      }
    }
    const zip = await buildArchive('', [{ name: 'calls', columns: ['id', 'summary'], batches: many() }]);
    expect(read).toBe(100_000);
    expect(mostAtOnce).toBe(500);
    const calls = JSON.parse(strFromU8(unzipSync(zip)['calls.json']!)) as { id: string }[];
    expect(calls).toHaveLength(100_000);
    expect(calls.at(-1)?.id).toBe('199-499');
  });
});
