import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@portal/shared/account';
import { PROFILE_LABELS } from '@portal/shared/account.plain';
import { PHONE_INPUT_MAX } from '@portal/shared/phone.plain';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { useWatch } from 'react-hook-form';
import { typedLength } from '../../../components/ui/line-counter';
import { LineInput } from '../../../components/ui/line-input';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { EmailField } from './email-field';
import classes from './profile-fields.module.css';

type Props = { profile: Profile; email: string; onClose: () => void };

/**
 * Full Name, Email (read-only) and Phone Number being edited, with Cancel / Save Profile. Loaded
 * when the owner first presses Edit Profile: most visits to the page only read the profile.
 */
export function ProfileForm({ profile, email, onClose }: Props) {
  const editor = useProfileEditor(profile, onClose);
  const { register, formState, control } = editor.form;
  const fullName = useWatch({ control, name: 'fullName' });
  return (
    <form onSubmit={editor.save} noValidate aria-label="User profile">
      <Stack gap="sm">
        <div>
          <LineInput
            label={PROFILE_LABELS.fullName}
            autoComplete="name"
            // Edit Profile is gone once the form shows: the focus goes to the first field.
            data-autofocus
            autoFocus
            limit={TEXT_LIMITS.fullName}
            classNames={{ root: classes.row }}
            length={typedLength(fullName)}
            error={formState.errors.fullName?.message}
            {...register('fullName')}
          />
          <EmailField email={email} variant="filled" />
          <TextInput
            label={PROFILE_LABELS.phoneNumber}
            description="E.g. (512) 555-0100, or +44 20 7946 0000 outside the US and Canada."
            type="tel"
            autoComplete="tel"
            placeholder="(Optional)"
            maxLength={PHONE_INPUT_MAX}
            // The example under the field, so the field is level with its label in a row.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            classNames={{ root: classes.row }}
            error={formState.errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </div>
        {editor.error && (
          <Alert color="red" variant="light" role="alert">
            {editor.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={editor.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={editor.saving}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
