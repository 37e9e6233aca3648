import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ProfileEditor } from '../hooks/use-profile-editor';

type Props = { email: string; editor: ProfileEditor; uploading: boolean };

/** Full Name, Email (read-only) and Phone Number, with Edit Profile / Cancel / Save Profile. */
export function ProfileForm({ email, editor, uploading }: Props) {
  const { register, formState } = editor.form;
  const readOnly = !editor.editing;
  const variant = readOnly ? 'filled' : 'default';
  return (
    <form onSubmit={editor.save} noValidate aria-label="User profile">
      <Stack gap="sm">
        <TextInput
          label="Full Name"
          autoComplete="name"
          readOnly={readOnly}
          variant={variant}
          error={formState.errors.fullName?.message}
          {...register('fullName')}
        />
        <TextInput label="Email" value={email} readOnly variant="filled" />
        <TextInput
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="(Optional)"
          readOnly={readOnly}
          variant={variant}
          error={formState.errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        {editor.error && (
          <Alert color="red" variant="light" role="alert">
            {editor.error}
          </Alert>
        )}
        {editor.saved && !editor.editing && (
          <Alert color="green" variant="light" role="status">
            Profile updated successfully!
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {editor.editing ? (
            <>
              <Button variant="default" onClick={editor.cancel} disabled={editor.saving}>
                Cancel
              </Button>
              <Button type="submit" loading={editor.saving}>
                Save Profile
              </Button>
            </>
          ) : (
            <Button onClick={editor.startEdit} disabled={uploading}>
              Edit Profile
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
