import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { scenarioRunLimit } from './run-limit.service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('lets an owner run a number of scenarios, then asks them to wait; other owners are not held up', async () => {
  const limit = scenarioRunLimit(database.db, 2);
  await limit('owner-a');
  await limit('owner-a');
  const refused = await limit('owner-a').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ status: 429 });
  expect((refused as AppError).message).toMatch(/^You have run many test scenarios .* Please wait \d+ seconds/);
  await expect(limit('owner-b')).resolves.toBeUndefined();
});
