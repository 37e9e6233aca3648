import { Button } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import IconCheck from '~icons/tabler/check';
import IconCopy from '~icons/tabler/copy';
import { isSamePhone, type ProfilePhone } from '../lib/profile-phone';
import classes from './notifications-form.module.css';

type Props = {
  /** The profile's phone number, null when it has none. */
  profilePhone: ProfilePhone | null;
  /** The mobile as typed. */
  mobile: string;
  disabled: boolean;
  onUse: (mobile: string) => void;
};

/**
 * Beside the mobile for texts, how it stands to the profile's phone number: the same one (said),
 * or a button that copies the profile's number into it (written as the field shows a saved one).
 * Nothing when the profile has no number: the field's hint says the two may differ.
 */
export function MobileFromProfile({ profilePhone, mobile, disabled, onUse }: Props) {
  if (!profilePhone) return null;
  if (isSamePhone(mobile, profilePhone.e164))
    return (
      <span className={classes.same}>
        <IconCheck width={16} height={16} aria-hidden />
        Same as your profile&apos;s phone number
      </span>
    );
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      className={classes.use}
      leftSection={<IconCopy width={16} height={16} aria-hidden />}
      disabled={disabled}
      onClick={() => onUse(formatPhoneNumber(profilePhone.e164))}
    >
      Use {profilePhone.display} from my profile
    </Button>
  );
}
