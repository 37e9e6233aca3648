import type { NotificationSettings } from '@portal/shared/notifications';
import { accountNotificationsPath } from '@portal/shared/api-reads/account.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getNotificationSettings = () => api<NotificationSettings>(accountNotificationsPath);

export const useNotificationSettings = () =>
  useQuery({
    queryKey: accountKeys.notifications(),
    queryFn: getNotificationSettings,
    initialData: () => servedAnswer<NotificationSettings>(accountNotificationsPath),
  });
