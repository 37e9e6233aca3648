import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

const columns = {
  notifyUrgentEmail: profiles.notifyUrgentEmail,
  dailyDigestEnabled: profiles.dailyDigestEnabled,
  dailyDigestTime: profiles.dailyDigestTime,
  timezone: profiles.timezone,
  textAlertsMobile: profiles.textAlertsMobile,
};

export type NotificationSettingsRow = {
  notifyUrgentEmail: boolean;
  dailyDigestEnabled: boolean;
  dailyDigestTime: string;
  timezone: string | null;
  /** Undefined keeps the saved number. */
  textAlertsMobile?: string | null;
};

// Scoped by the signed-in user's own id: no query here can read or write another owner's row.

export async function findNotificationSettings(db: Database, userId: string) {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** Saves the settings, making the profile with its defaults when it is missing (as the profile form does). */
export async function saveNotificationSettings(db: Database, userId: string, settings: NotificationSettingsRow) {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values })
    .returning(columns);
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}
