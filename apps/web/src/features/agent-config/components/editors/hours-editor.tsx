import { NativeSelect, Stack } from '@mantine/core';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import { TIMEZONES } from '@portal/shared/agents/options.plain';
import { useController } from 'react-hook-form';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const ZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone.id, label: zone.label }));

/** Your Hours: the time zone (23 zones) and the weekly hours editor. */
export function HoursEditor() {
  const { field: timezone } = useController({ name: 'timezone' });
  const { field: hours } = useController({ name: 'yourHours' });
  return (
    <Stack gap="md">
      <NativeSelect
        label="Timezone"
        data={ZONE_OPTIONS}
        value={timezone.value as string}
        onChange={(event) => timezone.onChange(event.currentTarget.value)}
      />
      <WeeklyHoursEditor value={hours.value as WeeklyHours} onChange={hours.onChange} />
    </Stack>
  );
}
