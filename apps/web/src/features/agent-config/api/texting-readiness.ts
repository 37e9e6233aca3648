import { accountNotificationsPath } from '@portal/shared/api-reads/account.plain';
import { textingRegistrationPath } from '@portal/shared/api-reads/texting.plain';
import type { NotificationSettings } from '@portal/shared/notifications';
import type { TextingRegistration } from '@portal/shared/texting';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The Texts card reads what the Phone Numbers and Account pages own, under the keys those pages
// keep them by: a registration approved or a mobile added there shows here without a second read.

/** Whether the owner's business may text yet: registered for US texting and approved. */
export const useTextingRegistration = () =>
  useQuery({
    queryKey: ['phone-numbers', 'texting'],
    queryFn: () => api<TextingRegistration>(textingRegistrationPath),
  });

/** The mobile the owner's own texts go to (Notification Settings), null when none is set. */
export const useOwnerMobile = () =>
  useQuery({
    queryKey: ['account', 'notifications'],
    queryFn: () => api<NotificationSettings>(accountNotificationsPath),
    select: (settings) => settings.textAlertsMobile,
  });
