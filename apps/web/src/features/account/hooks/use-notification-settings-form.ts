import { notifications } from '@mantine/notifications';
import type { NotificationSettings, NotificationSettingsUpdate } from '@portal/shared/notifications';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../../lib/field-error';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { browserTimeZone } from '../lib/time-zones';

const FIELDS = ['notifyUrgentEmail', 'dailyDigestEnabled', 'dailyDigestTime', 'timezone'] as const;
type Field = (typeof FIELDS)[number];

/** Until the owner saves a zone, the browser's one fills the field, marked as a guess. */
const valuesOf = (settings: NotificationSettings): NotificationSettingsUpdate => ({
  ...settings,
  timezone: settings.timezone ?? browserTimeZone(),
});

/**
 * The notification form: the stored settings, saved whole, with a toast or the refusal under its
 * field. Two switches and two lists of choices cannot hold a value the server would refuse, so the
 * values are plain state and the server is the one to check them (no form library on the page).
 */
export function useNotificationSettingsForm(settings: NotificationSettings) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateNotificationSettings();

  function change<K extends Field>(field: K, value: NotificationSettingsUpdate[K]) {
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
