import {
  DEFAULT_DIGEST_TIME,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@portal/shared/notifications';
import type { Database } from '../../db/client.ts';
import { findNotificationSettings, saveNotificationSettings } from './notification-settings.repo.ts';

export type NotificationSettingsDeps = { db: Database };

/** The columns' defaults, for an account whose profile row is missing. */
const DEFAULTS: NotificationSettings = {
  notifyUrgentEmail: true,
  dailyDigestEnabled: true,
  dailyDigestTime: DEFAULT_DIGEST_TIME,
  timezone: null,
  textAlertsMobile: null,
};

export async function notificationSettings(deps: NotificationSettingsDeps, userId: string) {
  return (await findNotificationSettings(deps.db, userId)) ?? DEFAULTS;
}

export const updateNotificationSettings = (
  deps: NotificationSettingsDeps,
  userId: string,
  settings: NotificationSettingsUpdate,
): Promise<NotificationSettings> =>
  // A client that leaves the mobile out keeps the saved one (undefined columns are not written).
  saveNotificationSettings(deps.db, userId, settings);
