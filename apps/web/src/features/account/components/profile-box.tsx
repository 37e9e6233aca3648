import { Paper, Stack, Title } from '@mantine/core';
import type { Profile } from '@portal/shared/account';
import { PageEmpty } from '../../../components/ui/page-state';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';

/** The User Profile box: photo upload and the profile form, each blocking the other while busy. */
export function ProfileBox({ profile, email }: { profile: Profile | null; email: string }) {
  const avatar = useAvatarUpload(profile);
  const editor = useProfileEditor(profile, avatar.uploading);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="user-profile-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="user-profile-title">
          User Profile
        </Title>
        {!profile && <PageEmpty>Account profile could not be loaded.</PageEmpty>}
        <AvatarUpload
          avatarUrl={profile?.avatarUrl ?? null}
          name={profile?.fullName || email}
          state={avatar}
          disabled={editor.editing}
        />
        <ProfileForm email={email} editor={editor} uploading={avatar.uploading} />
      </Stack>
    </Paper>
  );
}
