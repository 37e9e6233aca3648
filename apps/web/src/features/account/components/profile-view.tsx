import { Alert, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@portal/shared/account';
import { PROFILE_LABELS } from '@portal/shared/account.plain';
import { EmailField } from './email-field';
import classes from './profile-fields.module.css';

type Props = { profile: Profile | null; email: string; error: string | null };

/**
 * The profile as it is shown until the owner edits it: the same three fields as the form, read
 * only, so the page needs no form code until Edit Profile is pressed. Unstyled, they read as the
 * owner's facts; grey filled boxes looked like fields switched off.
 */
export function ProfileView({ profile, email, error }: Props) {
  const view = { root: classes.row, label: classes.label, input: classes.value };
  return (
    <form aria-label="User profile" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm">
        <div>
          <TextInput
            label={PROFILE_LABELS.fullName}
            placeholder="Not added"
            value={profile?.fullName ?? ''}
            readOnly
            variant="unstyled"
            classNames={view}
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
            classNames={view}
          />
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
