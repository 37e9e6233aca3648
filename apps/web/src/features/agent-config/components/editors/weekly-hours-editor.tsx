import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { dayHoursSchema, setDayOpen, setDayTime, type DayHours, type WeeklyHours } from '@portal/shared/agents/hours';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';

type WeeklyHoursEditorProps = { value: WeeklyHours; onChange: (next: WeeklyHours) => void };

/**
 * Mon..Sun with an open switch and opening and closing times, following the shared editor rules:
 * a time on a closed day opens it, clearing both closes it, opening fills 09:00-17:00, closing
 * clears the times.
 */
export function WeeklyHoursEditor({ value, onChange }: WeeklyHoursEditorProps) {
  return (
    <Stack gap="sm" role="group" aria-label="Weekly hours">
      {WEEKDAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          hours={value[day]}
          onOpen={(open) => onChange(setDayOpen(value, day, open))}
          onTime={(which, time) => onChange(setDayTime(value, day, which, time))}
        />
      ))}
    </Stack>
  );
}

type DayRowProps = {
  day: Weekday;
  hours: DayHours;
  onOpen: (open: boolean) => void;
  onTime: (which: 'start' | 'end', time: string | null) => void;
};

function DayRow({ day, hours, onOpen, onTime }: DayRowProps) {
  const name = WEEKDAY_NAMES[day];
  const check = dayHoursSchema.safeParse(hours);
  const error = check.success ? null : (check.error.issues[0]?.message ?? null);
  return (
    <div>
      <Group gap="sm" wrap="wrap" align="center">
        <Switch
          checked={hours.open}
          onChange={(event) => onOpen(event.currentTarget.checked)}
          label={name}
          aria-label={`${name} open`}
          w={130}
        />
        <Text size="sm" c="dimmed" w={52}>
          {hours.open ? 'Open' : 'Closed'}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="time"
            aria-label={`${name} opening time`}
            value={hours.start ?? ''}
            onChange={(event) => onTime('start', event.currentTarget.value || null)}
            w={130}
          />
          <Text size="sm" aria-hidden>
            to
          </Text>
          <TextInput
            type="time"
            aria-label={`${name} closing time`}
            value={hours.end ?? ''}
            onChange={(event) => onTime('end', event.currentTarget.value || null)}
            w={130}
          />
        </Group>
      </Group>
      {error && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {name}: {error}
        </Text>
      )}
    </div>
  );
}
