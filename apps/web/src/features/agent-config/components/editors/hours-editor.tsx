import { NativeSelect, Stack } from '@mantine/core';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import { TIMEZONES } from '@portal/shared/agents/options.plain';
import { useController } from 'react-hook-form';
import { ClosuresEditor } from './closures-editor';
import type { EditorProps } from './editor-props';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const ZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone.id, label: zone.label }));

/** Your Hours: the time zone (23 zones), the weekly hours editor and the closed dates. */
export function HoursEditor({ agent }: EditorProps) {
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
      <ClosuresEditor agentId={agent.id} />
    </Stack>
  );
}
