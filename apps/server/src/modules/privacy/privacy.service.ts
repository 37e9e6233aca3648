import { DEFAULT_PRIVACY_SETTINGS, isRetentionDays, type PrivacySettings } from '@portal/shared/privacy.plain';
import type { PrivacySettingsUpdate } from '@portal/shared/privacy';
import type { Database } from '../../db/client.ts';
import { findPrivacySettings, savePrivacySettings } from './privacy.repo.ts';

export type PrivacySettingsDeps = {
  db: Database;
  /** Queues a sweep of the owner's old recordings (the job queue's); absent where no jobs run. */
  sweepSoon?: (userId: string) => Promise<void>;
};

const shaped = (row: { retentionDays: number | null; redactSensitive: boolean } | undefined): PrivacySettings =>
  row
    ? {
        retentionDays: isRetentionDays(row.retentionDays) ? row.retentionDays : null,
        redactSensitive: row.redactSensitive,
      }
    : DEFAULT_PRIVACY_SETTINGS;

export async function privacySettings(deps: PrivacySettingsDeps, userId: string): Promise<PrivacySettings> {
  return shaped(await findPrivacySettings(deps.db, userId));
}

/**
 * Saves the settings. A limited retention is applied soon after it is chosen, not only at the next
 * daily run: the owner who picks 30 days expects older recordings to go.
 */
export async function updatePrivacySettings(
  deps: PrivacySettingsDeps,
  userId: string,
  update: PrivacySettingsUpdate,
): Promise<PrivacySettings> {
  const saved = shaped(await savePrivacySettings(deps.db, userId, update));
  if (update.retentionDays !== undefined && saved.retentionDays !== null) await deps.sweepSoon?.(userId);
  return saved;
}
