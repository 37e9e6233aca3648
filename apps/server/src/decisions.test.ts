import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments and documents cite decision records by number, so the numbers run without a gap, every
// record says whether it still holds and what it replaced, and the index in docs/decisions/README.md
// never drifts from the records it lists. The form is the one that README describes.

const dir = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));
const index = readFileSync(resolve(dir, 'README.md'), 'utf8');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();

const HEADER =
  /^# (\d{4})\. (\S.*)\n\n- Status: (.+)\n- Date: (\d{4}-\d{2}-\d{2})\n(?:- Supersedes: (\d{4})(?: \(.+\))?\n)?(?:- Formerly: (\d{4})\n)?\n\S/;
const STATUS =
  /^(proposed|accepted|rejected|superseded by (\d{4})|accepted, in part superseded by (\d{4}))(?: \(.+\))?$/;

type DecisionRecord = {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
  supersedes?: string;
  formerly?: string;
};

function read(file: string): DecisionRecord | undefined {
  const match = HEADER.exec(readFileSync(resolve(dir, file), 'utf8'));
  if (!match) return undefined;
  const [, number, title, status, date, supersedes, formerly] = match;
  return { file, number: number!, title: title!, status: status!, date: date!, supersedes, formerly };
}

const records = files.map(read);
const valid = records.filter((record) => record !== undefined);
const byNumber = new Map(valid.map((record) => [record.number, record]));
/** The record a status says replaced this one, wholly or in part. */
const supersededBy = (record: DecisionRecord) => {
  const match = STATUS.exec(record.status);
  return match?.[2] ?? match?.[3];
};

describe('decision records', () => {
  it('are named NNNN-slug.md and numbered from 0001 without a gap', () => {
    expect(files.length).toBeGreaterThan(0);
    files.forEach((file, position) => {
      expect(file).toMatch(/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
      expect(file.slice(0, 4), file).toBe(String(position + 1).padStart(4, '0'));
    });
  });

  it('each start with the title line, a status and the date, then the body', () => {
    files.forEach((file, position) => {
      const record = records[position];
      expect(record, `${file} does not start with the header form of docs/decisions/README.md`).toBeDefined();
      expect(record!.number, `${file}: the title's number`).toBe(file.slice(0, 4));
      expect(record!.status, `${file}: status`).toMatch(STATUS);
      expect(Number.isNaN(Date.parse(record!.date)), `${file}: date ${record!.date}`).toBe(false);
      expect(record!.title, `${file}: the title is a phrase, not a sentence`).not.toMatch(/\.$/);
    });
  });

  it('say both ways when one replaces another', () => {
    for (const record of valid) {
      if (record.supersedes) {
        const older = byNumber.get(record.supersedes);
        expect(older, `${record.file} supersedes ${record.supersedes}, which does not exist`).toBeDefined();
        expect(supersededBy(older!), `${older!.file} is superseded by ${record.number}`).toBe(record.number);
      }
      const newer = supersededBy(record);
      if (newer) expect(byNumber.get(newer)?.supersedes, `${newer} supersedes ${record.number}`).toBe(record.number);
    }
  });

  it('keep their former numbers apart from each other', () => {
    const former = valid.flatMap((record) => (record.formerly ? [record.formerly] : []));
    expect(new Set(former).size).toBe(former.length);
    for (const record of valid) expect(record.formerly, record.file).not.toBe(record.number);
  });
});

describe('the index of decision records', () => {
  const rows = [...index.matchAll(/^\| \[(\d{4})\] +\| (.+?) +\| (.+?) +\| (\S+) +\|$/gm)].map(
    ([, number, title, status, date]) => ({ number: number!, title: title!, status: status!, date: date! }),
  );

  it('lists every record once, with its title, status and date', () => {
    expect(rows.map((row) => row.number)).toEqual(valid.map((record) => record.number));
    for (const row of rows) {
      const record = byNumber.get(row.number)!;
      expect(row, record.file).toEqual({
        number: record.number,
        title: record.title,
        status: record.status,
        date: record.date,
      });
    }
  });

  it("links each number to the record's file", () => {
    for (const record of valid) {
      const links = [...index.matchAll(new RegExp(`^\\[${record.number}\\]: (\\S+)$`, 'gm'))].map((match) => match[1]);
      expect(links, record.number).toEqual([record.file]);
    }
  });

  it('names the next free number', () => {
    expect(index).toContain(`The next free number is ${String(files.length + 1).padStart(4, '0')}.`);
  });
});
