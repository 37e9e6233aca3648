import type { AccountDetail, Profile, ProfileUpdate } from '@portal/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const updateProfile = (changes: ProfileUpdate) =>
  api<Profile>('/account/profile', { method: 'PATCH', json: changes });

/** The saved row replaces the cached profile at once, so the form shows it without a refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<AccountDetail | null>(accountKeys.detail(), (detail) =>
        detail ? { ...detail, profile } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: accountKeys.summary() });
    },
  });
}
