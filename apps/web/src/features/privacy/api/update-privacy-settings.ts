import type { PrivacySettings } from '@portal/shared/privacy.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** Saves both settings; the saved ones replace the cached ones at once. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      api<PrivacySettings>('/account/privacy', { method: 'PATCH', json: settings }),
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.settings(), saved),
  });
}
