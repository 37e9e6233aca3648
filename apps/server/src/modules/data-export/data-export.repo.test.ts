import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCallRecords } from '../../testing/call-records-seed.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { BATCH_SIZE, callBatches } from './data-export.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('reads an owner’s calls in batches, each starting after the last, every call once', async () => {
  const seeded = await seedCallRecords(t.db, 1_234, new Date('2030-03-12T12:00:00Z'));
  const other = await seedCallRecords(t.db, 10, new Date('2030-03-12T12:00:00Z'));
  const sizes: number[] = [];
  const ids = new Set<string>();
  for await (const batch of callBatches(t.db, seeded.userId)) {
    sizes.push(batch.length);
    for (const call of batch) ids.add(call.id);
  }
  expect(sizes).toEqual([BATCH_SIZE, BATCH_SIZE, 234]);
  expect(ids.size).toBe(1_234);
  expect(other.calls).toBe(10);
});
