import { readPrivacySettings } from '@portal/shared/agents/privacy.plain';
import type { Queryable } from '../../db/client.ts';
import { findAgent } from './agents.repo.ts';
import { editingRow } from './draft-values.pure.ts';
import { findVersion } from './versions.repo.ts';

/**
 * Whether the configuration that answered a call records calls (the Recording & Privacy card):
 * the published version the call names, else (a test call of the draft, or an agent never
 * published) the configuration as the owner edits it. An agent gone records nothing new, so its
 * calls keep what the platform sent.
 */
export async function answeringConfigRecords(
  db: Queryable,
  userId: string,
  agentId: string,
  version: number | null,
): Promise<boolean> {
  const published = version === null ? undefined : await findVersion(db, userId, agentId, version);
  if (published) return readPrivacySettings(published.values.privacySettings).recording;
  const row = await findAgent(db, userId, agentId);
  return row ? readPrivacySettings(editingRow(row).privacySettings).recording : true;
}
