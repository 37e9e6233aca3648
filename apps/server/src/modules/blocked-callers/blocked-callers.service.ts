import {
  ALREADY_BLOCKED,
  BLOCK_LIST_FULL,
  BLOCKED_CALLER_NOT_FOUND,
  BLOCKED_CALLERS,
  SCREENING_PENDING,
  type BlockedCaller,
  type BlockedCallerList,
  type BlockResult,
} from '@portal/shared/blocked-callers';
import { AppError } from '../../lib/errors.ts';
import { ownerZone } from '../account/owner-zone.service.ts';
import { screenOwnerNumbers, type ScreeningDeps } from '../phone-numbers/call-screening.service.ts';
import * as repo from './blocked-callers.repo.ts';

export type BlockedCallersDeps = ScreeningDeps;

const toBlockedCaller = (row: repo.BlockedCallerRow): BlockedCaller => ({
  id: row.id,
  number: row.number,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** The list, with the owner's zone: the list is theirs, not an agent's, so their clock says its times. */
export async function listBlockedCallers(
  deps: Pick<BlockedCallersDeps, 'db'>,
  userId: string,
): Promise<BlockedCallerList> {
  const blockedCallers = (await repo.listBlocked(deps.db, userId)).map(toBlockedCaller);
  return { blockedCallers, timezone: await ownerZone(deps, userId) };
}

/**
 * Puts a number on the owner's list, then has their numbers screen calls (the first number
 * blocked switches screening on). The block is kept when the voice platform cannot be told: the
 * answer then says so, and the sweep tells it later.
 */
export async function blockCaller(
  deps: BlockedCallersDeps,
  userId: string,
  entry: { number: string; note: string | null },
): Promise<BlockResult> {
  if ((await repo.countBlocked(deps.db, userId)) >= BLOCKED_CALLERS.max) {
    throw new AppError('CONFLICT', BLOCK_LIST_FULL);
  }
  const row = await repo.insertBlocked(deps.db, userId, entry);
  if (!row) throw new AppError('CONFLICT', ALREADY_BLOCKED);
  const { failed } = await screenOwnerNumbers(deps, userId);
  return { blockedCaller: toBlockedCaller(row), warning: failed > 0 ? SCREENING_PENDING : null };
}

/** Takes a number off the list; the last one off stops the screening, so calls no longer wait on the portal. */
export async function unblockCaller(deps: BlockedCallersDeps, userId: string, id: string) {
  const row = await repo.deleteBlocked(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', BLOCKED_CALLER_NOT_FOUND);
  // Calls keep being answered while the platform still screens: the portal answers each one.
  await screenOwnerNumbers(deps, userId);
}

/** Whether a call from `number` to this owner is refused before an agent answers. */
export async function isBlockedCaller(deps: Pick<BlockedCallersDeps, 'db'>, userId: string, number: string | null) {
  return number ? (await repo.findBlockedNumber(deps.db, userId, number)) !== undefined : false;
}
