import { AppError } from '../../lib/errors.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './phone-numbers.repo.ts';

export const NUMBER_NOT_FOUND = 'Phone number not found.';

/** The caller's number; another owner's, or a malformed id, is not found. */
export async function requireNumber(deps: { db: Queryable }, userId: string, id: string) {
  const row = await repo.findNumber(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
  return row;
}
