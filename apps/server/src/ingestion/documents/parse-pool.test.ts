import { afterAll, expect, it } from 'vitest';
import { makePdf } from './fixtures/make-pdf.ts';
import { closeParsePool, parseOffThread } from './parse-pool.ts';

afterAll(async () => {
  await closeParsePool();
});

it('stops a parse that runs over its time budget', async () => {
  const pdf = makePdf([['Slow']]);
  await expect(parseOffThread({ kind: 'pdf', bytes: pdf, maxPages: 50 }, 1)).rejects.toMatchObject({
    name: 'DocumentError',
    kind: 'timeout',
  });
});
