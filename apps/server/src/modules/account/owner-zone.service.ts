import type { Database } from '../../db/client.ts';
import { findOwnerZones } from './owner-zone.repo.ts';

/** A zone both the browser and the database can count in; a name neither knows is no zone. */
export function usableZone(zone: string | null): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The owner's clock, for what is theirs rather than one agent's (all calls counted together, the
 * block list, the caller directory): the zone on their profile, else their newest agent's, else UTC.
 */
export async function ownerZone(deps: { db: Database }, userId: string) {
  const { profileZone, latestAgentZone } = await findOwnerZones(deps.db, userId);
  return [profileZone, latestAgentZone].find(usableZone) ?? 'UTC';
}
