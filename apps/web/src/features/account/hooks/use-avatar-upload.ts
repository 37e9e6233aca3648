import { notifications } from '@mantine/notifications';
import { avatarFileError } from '@portal/shared/account.plain';
import type { Profile } from '@portal/shared/account';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useUploadAvatar } from '../api/upload-avatar';

/**
 * The browser checks type and size first (the same rules and messages as the server, which
 * checks the bytes again); a refusal never reaches the network. A refusal shows beside the
 * button, a new photo is confirmed by a toast.
 */
export function useAvatarUpload(profile: Profile | null) {
  const { data: session } = useSession();
  const mutation = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!session) return setError('User session missing, cannot upload image.');
    if (!file || !profile) return setError('No file selected or profile data missing.');
    const refusal = avatarFileError(file);
    if (refusal) return setError(refusal);
    setError(null);
    try {
      await mutation.mutateAsync(file);
      notifications.show({ color: 'green', message: 'Profile photo updated.' });
    } catch (caught) {
      setError(`Image upload failed: ${caught instanceof Error ? caught.message : String(caught)}`);
    }
  }

  return { upload, uploading: mutation.isPending, error };
}

export type AvatarUploadState = ReturnType<typeof useAvatarUpload>;
