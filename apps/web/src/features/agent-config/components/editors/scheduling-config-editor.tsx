import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { APPOINTMENT_DURATIONS, WEEKDAY_NAMES, WEEKDAYS } from '@portal/shared/agents/options.plain';
import { useController } from 'react-hook-form';
import { AppointmentTypesInput } from './appointment-types-input';
import { IntakeQuestions } from './intake-questions';
import { WholeNumberInput } from './whole-number-input';

const CONFIG = 'schedulingConfig';

/** The scheduling_config editor: lengths, types, booking window and intake questions (docs/product.md#scheduling-fields). */
export function SchedulingConfigEditor() {
  return (
    <Fieldset legend="Booking rules" variant="filled">
      <Stack gap="md">
        <DurationsField />
        <AppointmentTypesInput name={`${CONFIG}.appointment_types`} />
        <SameDaySwitch />
        <Group grow align="flex-start">
          <TimeField name={`${CONFIG}.allowed_booking_hours_start`} label="Booking hours start" />
          <TimeField name={`${CONFIG}.allowed_booking_hours_end`} label="Booking hours end" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <WholeNumberInput name={`${CONFIG}.minimum_notice_hours`} label="Minimum notice (hours)" />
          <WholeNumberInput name={`${CONFIG}.maximum_advance_days`} label="Maximum advance (days)" />
          <WholeNumberInput name={`${CONFIG}.buffer_between_appointments`} label="Buffer between (minutes)" />
        </SimpleGrid>
        <BookingDaysField />
        <IntakeQuestions name={CONFIG} />
      </Stack>
    </Fieldset>
  );
}

function DurationsField() {
  const { field } = useController({ name: `${CONFIG}.appointment_duration_options` });
  const value = (field.value as number[]).map(String);
  return (
    <Checkbox.Group
      label="Appointment lengths"
      value={value}
      onChange={(next) => field.onChange(next.map(Number).sort((a, b) => a - b))}
    >
      <Group gap="md" mt="xs">
        {APPOINTMENT_DURATIONS.map((minutes) => (
          <Checkbox key={minutes} value={String(minutes)} label={`${minutes} min`} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function SameDaySwitch() {
  const { field } = useController({ name: `${CONFIG}.same_day_booking_allowed` });
  return (
    <Switch
      label="Allow same-day booking"
      checked={!!field.value}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

function TimeField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <TextInput
      type="time"
      label={label}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || null)}
      error={fieldState.error?.message}
    />
  );
}

function BookingDaysField() {
  const { field } = useController({ name: `${CONFIG}.allowed_booking_days` });
  return (
    <Checkbox.Group
      label="Booking days"
      value={field.value as string[]}
      onChange={(next) => field.onChange(WEEKDAYS.filter((day) => next.includes(day)))}
    >
      <Group gap="md" mt="xs">
        {WEEKDAYS.map((day) => (
          <Checkbox key={day} value={day} label={day} aria-label={WEEKDAY_NAMES[day]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
