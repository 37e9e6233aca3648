import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { DIGEST_TIME_OPTIONS, formatTimeOfDay, NOTIFICATION_LABELS } from '@portal/shared/notifications.plain';
import type { NotificationSettings } from '@portal/shared/notifications';
import { PHONE_INPUT_MAX } from '@portal/shared/phone.plain';
import { useNotificationSettingsForm } from '../hooks/use-notification-settings-form';
import { useTimeZoneOptions } from '../hooks/use-time-zone-options';
import { DescribedSwitch } from '../../../components/ui/described-switch';
import { LazySelect } from '../../../components/ui/lazy-select';
import type { ProfilePhone } from '../lib/profile-phone';
import { MobileFromProfile } from './mobile-from-profile';
import classes from './notifications-form.module.css';

const MOBILE_HINT =
  "Agents text urgent calls and messages here when you switch it on in their Texts card. It can differ from your profile's phone number.";

/** The stored time stays selectable when it is not on the half hour (the API accepts any minute). */
function timeOptions(current: string) {
  if (DIGEST_TIME_OPTIONS.some((option) => option.value === current)) return DIGEST_TIME_OPTIONS;
  return [...DIGEST_TIME_OPTIONS, { value: current, label: formatTimeOfDay(current) }].sort((a, b) =>
    a.value.localeCompare(b.value),
  );
}

type Props = {
  settings: NotificationSettings;
  /** The profile's phone number, offered for the mobile; null when the profile has none. */
  profilePhone: ProfilePhone | null;
};

/**
 * The two e-mail switches, the summary's time and the owner's time zone, then under a hairline the
 * mobile for texts, saved together. The mobile is not the profile's phone number, and says so:
 * the same number is marked, another one can be swapped for the profile's with one press.
 */
export function NotificationsForm({ settings, profilePhone }: Props) {
  const { values, change, fieldErrors, save, saving, error, zoneIsGuess } = useNotificationSettingsForm(settings);
  const zones = useTimeZoneOptions(values.timezone);
  return (
    <form onSubmit={save} noValidate aria-label="Notifications">
      <Stack gap="md">
        <Stack gap="md">
          <DescribedSwitch
            name="notifyUrgentEmail"
            checked={values.notifyUrgentEmail}
            onChange={(checked) => change('notifyUrgentEmail', checked)}
            label={NOTIFICATION_LABELS.notifyUrgentEmail}
            description="When a caller reports an urgent matter, you get an e-mail right after the call, with their details."
          />
          <DescribedSwitch
            name="dailyDigestEnabled"
            checked={values.dailyDigestEnabled}
            onChange={(checked) => change('dailyDigestEnabled', checked)}
            label={NOTIFICATION_LABELS.dailyDigestEnabled}
            description="Once a day: your calls, bookings, messages, urgent matters and new questions your agents couldn't answer. Days without calls are skipped."
          />
        </Stack>
        <div className={classes.fields}>
          <LazySelect
            label={NOTIFICATION_LABELS.dailyDigestTime}
            // Both fields carry a hint, so their boxes line up side by side.
            description={
              values.dailyDigestEnabled ? 'Every day, in your time zone.' : 'Switch on the daily summary to choose.'
            }
            data={timeOptions(values.dailyDigestTime)}
            value={values.dailyDigestTime}
            onChange={(value) => value && change('dailyDigestTime', value)}
            allowDeselect={false}
            disabled={!values.dailyDigestEnabled}
            error={fieldErrors.dailyDigestTime}
          />
          <LazySelect
            label={NOTIFICATION_LABELS.timezone}
            description={
              zoneIsGuess ? 'Guessed from your browser; save to keep it.' : 'The summary goes out in this zone.'
            }
            data={zones.data}
            onDropdownOpen={zones.onDropdownOpen}
            value={values.timezone}
            onChange={(value) => value && change('timezone', value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone matches"
            error={fieldErrors.timezone}
          />
          <TextInput
            className={classes.mobile}
            label={NOTIFICATION_LABELS.textAlertsMobile}
            description={MOBILE_HINT}
            inputContainer={(input) => (
              <div className={classes.mobileRow}>
                {input}
                <MobileFromProfile
                  profilePhone={profilePhone}
                  mobile={values.textAlertsMobile}
                  disabled={saving}
                  onUse={(mobile) => change('textAlertsMobile', mobile)}
                />
              </div>
            )}
            type="tel"
            autoComplete="tel"
            placeholder="(Optional)"
            maxLength={PHONE_INPUT_MAX}
            value={values.textAlertsMobile}
            onChange={(event) => change('textAlertsMobile', event.currentTarget.value)}
            error={fieldErrors.textAlertsMobile}
          />
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save Notifications
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
