import { notifications } from '@mantine/notifications';
import type { Profile, ProfileUpdate, ProfileUpdateInput } from '@portal/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverFieldError } from '../../../lib/field-error';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The form shows the stored E.164 number as people write it (the server sends that form beside it);
 * saving reads it back to E.164.
 */
const valuesOf = (profile: Profile | null): ProfileUpdateInput => ({
  fullName: profile?.fullName ?? '',
  phoneNumber: profile?.phoneNumberDisplay ?? '',
});

const FIELDS = ['fullName', 'phoneNumber'] as const;

const resolver = lazyZodResolver(async () => (await import('@portal/shared/account')).profileUpdateSchema);

/**
 * The profile editing state machine: view -> edit (needs a loaded profile, not while a photo
 * uploads) -> saved (back to view, with a toast) or cancelled (values restored).
 */
export function useProfileEditor(profile: Profile | null, uploading: boolean) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver,
    defaultValues: valuesOf(profile),
  });

  function startEdit() {
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
      // A save is confirmed by a toast, as everywhere in the portal; only failures stay in the form.
      notifications.show({ color: 'green', message: 'Profile updated successfully!' });
    } catch (caught) {
      // What was typed stays; a refusal that names a field shows under it.
      const refused = serverFieldError(caught, FIELDS);
      if (refused)
        form.setError(refused.field as (typeof FIELDS)[number], { type: 'server', message: refused.message });
      const message = refused?.message ?? (caught instanceof Error ? caught.message : String(caught));
      setError(`Failed to update profile: ${message}`);
    }
  });

  return { form, editing, saving: mutation.isPending, error, startEdit, cancel, save };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
