import { notifications } from '@mantine/notifications';
import type { NotificationSettings, NotificationSettingsUpdate } from '@portal/shared/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverFieldError } from '../../../lib/field-error';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { browserTimeZone } from '../lib/time-zones';

const FIELDS = ['notifyUrgentEmail', 'dailyDigestEnabled', 'dailyDigestTime', 'timezone'] as const;

const resolver = lazyZodResolver(
  async () => (await import('@portal/shared/notifications')).notificationSettingsUpdateSchema,
);

/** Until the owner saves a zone, the browser's one fills the field, marked as a guess. */
const valuesOf = (settings: NotificationSettings): NotificationSettingsUpdate => ({
  ...settings,
  timezone: settings.timezone ?? browserTimeZone(),
});

/** The notification form: the stored settings, saved whole, with a toast or the refusal. */
export function useNotificationSettingsForm(settings: NotificationSettings) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateNotificationSettings();
  // Read once: the values of the first render are the form's defaults.
  const [defaultValues] = useState(() => valuesOf(settings));
  const form = useForm<NotificationSettingsUpdate>({
    resolver,
    defaultValues,
  });

  const save = form.handleSubmit(async (values) => {
    setError(null);
    try {
      form.reset(valuesOf(await mutation.mutateAsync(values)));
      notifications.show({ color: 'green', message: 'Notification settings saved.' });
    } catch (caught) {
      const refused = serverFieldError(caught, FIELDS);
      if (refused) {
        form.setError(refused.field as (typeof FIELDS)[number], { type: 'server', message: refused.message });
      }
      const message = refused?.message ?? (caught instanceof Error ? caught.message : String(caught));
      setError(`Failed to save notification settings: ${message}`);
    }
  });

  return { form, save, saving: mutation.isPending, error, zoneIsGuess: settings.timezone === null };
}
