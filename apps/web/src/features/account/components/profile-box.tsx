import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { Profile } from '@portal/shared/account';
import { useState, type ComponentType } from 'react';
import { PageEmpty } from '../../../components/ui/page-state';
import { loadOnce } from '../../../lib/load-once';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { AvatarUpload } from './avatar-upload';
import type { ProfileForm } from './profile-form';
import classes from './profile-fields.module.css';
import { ProfileView } from './profile-view';

const profileForm = loadOnce<typeof ProfileForm>(async () => (await import('./profile-form')).ProfileForm);

const EDITOR_NOT_LOADED = 'The profile editor could not be loaded. Please check your connection and try again.';

/**
 * The User Profile box: photo upload and the profile, each blocking the other while busy. The
 * profile is shown read-only; the form that edits it (and the form library) loads when the owner
 * first points at or focuses Edit Profile, and at the latest when they press it.
 */
export function ProfileBox({ profile, email }: { profile: Profile | null; email: string }) {
  const avatar = useAvatarUpload(profile);
  const [Form, setForm] = useState<ComponentType<Parameters<typeof ProfileForm>[0]> | undefined>(() =>
    profileForm.loaded(),
  );
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startEdit() {
    if (!profile) return setError('Profile data not available, cannot edit.');
    if (avatar.uploading) return;
    setError(null);
    try {
      const loaded = await profileForm.load();
      setForm(() => loaded);
      setEditing(true);
    } catch {
      setError(EDITOR_NOT_LOADED);
    }
  }

  // The profile can vanish while it is edited (the account's details read again and failed).
  const lostProfile = editing && !profile;
  const form =
    editing && Form && profile ? <Form profile={profile} email={email} onClose={() => setEditing(false)} /> : null;
  const loadEditor = () => void profileForm.load().catch(() => undefined);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="user-profile-title">
      <Stack gap="md">
        {/* The box's action in its title row, as the Agent Overview's is: while the profile is
            read, Edit Profile; while it is edited, the form's own Cancel and Save Profile. */}
        <Group justify="space-between" gap="sm" mih={36}>
          <Title order={2} size="h3" id="user-profile-title">
            User Profile
          </Title>
          {!form && (
            <Button
              variant="default"
              onClick={() => void startEdit()}
              onPointerEnter={loadEditor}
              onFocus={loadEditor}
              disabled={avatar.uploading}
            >
              Edit Profile
            </Button>
          )}
        </Group>
        {!profile && <PageEmpty>Account profile could not be loaded.</PageEmpty>}
        <div className={`${classes.row} ${classes.photo}`}>
          <span className={classes.rowLabel} aria-hidden>
            Photo
          </span>
          <AvatarUpload
            avatarUrl={profile?.avatarUrl ?? null}
            name={profile?.fullName || email}
            state={avatar}
            disabled={editing}
          />
        </div>
        {form ?? (
          <ProfileView
            profile={profile}
            email={email}
            error={lostProfile ? 'Cannot update profile - profile data or user session missing.' : error}
          />
        )}
      </Stack>
    </Paper>
  );
}
