import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate, type ProfileUpdateInput } from '@portal/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api/update-profile';

const valuesOf = (profile: Profile | null): ProfileUpdateInput => ({
  fullName: profile?.fullName ?? '',
  phoneNumber: profile?.phoneNumber ?? '',
});

/**
 * The profile editing state machine: view -> edit (needs a loaded profile, not while a photo
 * uploads) -> saved (back to view with a message) or cancelled (values restored).
 */
export function useProfileEditor(profile: Profile | null, uploading: boolean) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(profile),
  });

  function startEdit() {
    setSaved(false);
    if (!profile) return setError('Profile data not available, cannot edit.');
    if (uploading) return;
    setError(null);
    form.reset(valuesOf(profile));
    setEditing(true);
  }

  function cancel() {
    form.reset(valuesOf(profile));
    setError(null);
    setEditing(false);
  }

  const save = form.handleSubmit(async (changes) => {
    if (!profile) return setError('Cannot update profile - profile data or user session missing.');
    setError(null);
    try {
      const updated = await mutation.mutateAsync(changes);
      form.reset(valuesOf(updated));
      setEditing(false);
      setSaved(true);
    } catch (caught) {
      setError(`Failed to update profile: ${caught instanceof Error ? caught.message : String(caught)}`);
    }
  });

  return { form, editing, saving: mutation.isPending, error, saved, startEdit, cancel, save };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
