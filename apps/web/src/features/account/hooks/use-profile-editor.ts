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
const valuesOf = (profile: Profile): ProfileUpdateInput => ({
  fullName: profile.fullName ?? '',
  phoneNumber: profile.phoneNumberDisplay ?? '',
});

const FIELDS = ['fullName', 'phoneNumber'] as const;

const resolver = lazyZodResolver(async () => (await import('@portal/shared/account')).profileUpdateSchema);

/**
 * The profile being edited: saved (closed, with a toast) or refused (what was typed stays, the
 * refusal under its field and above the buttons).
 */
export function useProfileEditor(profile: Profile, onSaved: () => void) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({ resolver, defaultValues: valuesOf(profile) });

  const save = form.handleSubmit(async (changes) => {
    setError(null);
    try {
      await mutation.mutateAsync(changes);
      onSaved();
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

  return { form, saving: mutation.isPending, error, save };
}
