import { findOwnedAgent } from '../agents/agents.service.ts';
import type { KeyedLock } from '../../db/keyed-lock.ts';
import type { Queryable } from '../../db/client.ts';
import type { PhoneNumbersDeps } from './number-import.service.ts';
import * as repo from './phone-numbers.repo.ts';

/**
 * Call screening: while an owner blocks any caller, the voice platform holds their numbers without
 * an assistant, so it asks the portal who answers each call and a blocked caller is refused before
 * an agent picks up (docs/decisions/0029). A number whose agent recognises returning callers is
 * held the same way, so the portal can tell the agent who is calling (docs/decisions/0030). Other
 * numbers keep their assistant and their calls never wait on the portal.
 */

export type ScreeningDeps = PhoneNumbersDeps & { lock: KeyedLock };

/** The assistant the platform's number should hold: none while screening, else its agent's. */
export async function platformAssistant(db: Queryable, row: repo.PhoneNumberRow, screening: boolean) {
  if (screening || !row.assignedAgentId) return null;
  const agent = await findOwnedAgent(db, row.userId, row.assignedAgentId);
  return agent && !agent.isDeleted ? agent.vapiAgentId : null;
}

/**
 * Brings every number of the owner to the routing their block list and agents ask for. One owner
 * at a time (two block-list changes at once end with the later list's setting); a number the
 * platform refuses keeps its previous setting and is tried again by the sweep. Answers how many failed.
 */
export function screenOwnerNumbers(deps: ScreeningDeps, userId: string) {
  return deps.lock(`call-screening:${userId}`, async (db) => {
    const numbers = await repo.listNumbers(db, userId);
    let failed = 0;
    for (const row of numbers) {
      if (!row.vapiPhoneNumberId) continue;
      const screening = await repo.routesViaPortal(db, userId, row.assignedAgentId);
      if (row.screensCallers === screening) continue;
      try {
        await deps.voice.assignPhoneNumber(row.vapiPhoneNumberId, await platformAssistant(db, row, screening));
        await repo.updateNumber(db, userId, row.id, { screensCallers: screening });
      } catch (error) {
        failed += 1;
        deps.logger.warn(
          { err: error, phoneNumberId: row.id, screening },
          'call screening not set on the voice platform',
        );
      }
    }
    return { failed };
  });
}

/** Owners whose numbers do not screen as their block list asks (a platform failure earlier): set again. */
export async function retryCallScreening(deps: ScreeningDeps) {
  const owners = await repo.ownersWithScreeningToFix(deps.db, 20);
  let fixed = 0;
  for (const userId of owners) if ((await screenOwnerNumbers(deps, userId)).failed === 0) fixed += 1;
  return { attempted: owners.length, fixed };
}
