import type { AccountDetail, AvatarUploadResult } from '@portal/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload';
import { accountKeys } from './keys';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<AvatarUploadResult>('/account/avatar', file),
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<AccountDetail | null>(accountKeys.detail(), (detail) =>
        detail ? { ...detail, profile } : detail,
      ),
  });
}
