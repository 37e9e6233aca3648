import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@portal/shared/account';
import { PROFILE_LABELS } from '@portal/shared/account.plain';
import { EmailField } from './email-field';
import classes from './profile-fields.module.css';

type Props = {
  profile: Profile | null;
  email: string;
  error: string | null;
  disabled: boolean;
  onEdit: () => void;
  /** The owner is on the way to the button (pointer over it, or focus on it): the editor can load. */
  onIntent: () => void;
};

/**
 * The profile as it is shown until the owner edits it: the same three fields as the form, read
 * only, so the page needs no form code until Edit Profile is pressed. Unstyled, they read as the
 * owner's facts; grey filled boxes looked like fields switched off.
 */
export function ProfileView({ profile, email, error, disabled, onEdit, onIntent }: Props) {
  return (
    <form aria-label="User profile" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <div className={classes.fields}>
          <TextInput
            label={PROFILE_LABELS.fullName}
            placeholder="Not added"
            value={profile?.fullName ?? ''}
            readOnly
            variant="unstyled"
            classNames={{ label: classes.label, input: classes.value }}
          />
          <EmailField email={email} variant="unstyled" />
          {/* Not yet given: said as a fact ("Not added"); the form asks for it with "(Optional)". */}
          <TextInput
            label={PROFILE_LABELS.phoneNumber}
            type="tel"
            placeholder="Not added"
            value={profile?.phoneNumberDisplay ?? ''}
            readOnly
            variant="unstyled"
            classNames={{ label: classes.label, input: classes.value }}
          />
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button onClick={onEdit} onPointerEnter={onIntent} onFocus={onIntent} disabled={disabled}>
            Edit Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
