import { notifications } from '@mantine/notifications';
import type { NotificationSettings, NotificationSettingsUpdate } from '@portal/shared/notifications';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../../lib/field-error';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { browserTimeZone } from '../lib/time-zones';

const FIELDS = ['notifyUrgentEmail', 'dailyDigestEnabled', 'dailyDigestTime', 'timezone', 'textAlertsMobile'] as const;
type Field = (typeof FIELDS)[number];

/** The form's values: the mobile as typed (empty for none), which the server reads and stores in E.164. */
type Values = Omit<NotificationSettingsUpdate, 'textAlertsMobile'> & { textAlertsMobile: string };

/**
 * Until the owner saves a zone, the browser's one fills the field, marked as a guess. A saved
 * mobile is shown as people write it.
 */
const valuesOf = (settings: NotificationSettings): Values => ({
  ...settings,
  timezone: settings.timezone ?? browserTimeZone(),
  textAlertsMobile: settings.textAlertsMobile ? formatPhoneNumber(settings.textAlertsMobile) : '',
});

/**
 * The notification form: the stored settings, saved whole, with a toast or the refusal under its
 * field. Two switches and two lists of choices cannot hold a value the server would refuse, and
 * the mobile is read by the server's one rule for phone numbers, so the values are plain state and
 * the server is the one to check them (no form library on the page); a refused number stays as
 * typed.
 */
export function useNotificationSettingsForm(settings: NotificationSettings) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateNotificationSettings();

  function change<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      setValues(valuesOf(await mutation.mutateAsync(values)));
      notifications.show({ color: 'green', message: 'Notification settings saved.' });
    } catch (caught) {
      const refused = serverFieldError(caught, FIELDS);
      if (refused) setFieldErrors({ [refused.field]: refused.message });
      const message = refused?.message ?? (caught instanceof Error ? caught.message : String(caught));
      setError(`Failed to save notification settings: ${message}`);
    }
  }

  return {
    values,
    change,
    fieldErrors,
    save: (event: FormEvent) => void save(event),
    saving: mutation.isPending,
    error,
    zoneIsGuess: settings.timezone === null,
  };
}
