import type { AccountDetail, AvatarUploadResult } from '@portal/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** Multipart, so the browser sets the content type and boundary itself. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.set('file', file);
  return api<AvatarUploadResult>('/account/avatar', { method: 'POST', body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<AccountDetail | null>(accountKeys.detail(), (detail) =>
        detail ? { ...detail, profile } : detail,
      ),
  });
}
