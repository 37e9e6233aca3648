import type { NotificationSettings, NotificationSettingsUpdate } from '@portal/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const updateNotificationSettings = (settings: NotificationSettingsUpdate) =>
  api<NotificationSettings>('/account/notifications', { method: 'PUT', json: settings });

/** The saved settings replace the cached ones at once. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
}
