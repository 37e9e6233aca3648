import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { PROFILE_LABELS } from '@portal/shared/account-rules';
import { PHONE_INPUT_MAX } from '@portal/shared/phone';
import { TEXT_LIMITS } from '@portal/shared/text-rules';
import { useWatch } from 'react-hook-form';
import { LineInput, typedLength } from '../../../components/ui/line-input';
import type { ProfileEditor } from '../hooks/use-profile-editor';

type Props = { email: string; editor: ProfileEditor; uploading: boolean };

/** Full Name, Email (read-only) and Phone Number, with Edit Profile / Cancel / Save Profile. */
export function ProfileForm({ email, editor, uploading }: Props) {
  const { register, formState, control } = editor.form;
  const fullName = useWatch({ control, name: 'fullName' });
  const readOnly = !editor.editing;
  const variant = readOnly ? 'filled' : 'default';
  return (
    <form onSubmit={editor.save} noValidate aria-label="User profile">
      <Stack gap="sm">
        <LineInput
          label={PROFILE_LABELS.fullName}
          autoComplete="name"
          readOnly={readOnly}
          variant={variant}
          limit={TEXT_LIMITS.fullName}
          length={editor.editing ? typedLength(fullName) : 0}
          error={formState.errors.fullName?.message}
          {...register('fullName')}
        />
        {/* A long address is cut at the field's edge: the whole of it shows on hover, and wrapped under Notifications. */}
        <TextInput label="Email" value={email} title={email} readOnly variant="filled" />
        <TextInput
          label={PROFILE_LABELS.phoneNumber}
          description={
            editor.editing ? 'E.g. (512) 555-0100, or +44 20 7946 0000 outside the US and Canada.' : undefined
          }
          type="tel"
          autoComplete="tel"
          placeholder="(Optional)"
          maxLength={PHONE_INPUT_MAX}
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
