import { Checkbox, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';
import { TRANSFERS_UNANSWERED_LABEL } from '@portal/shared/agents/scenarios.plain';
import type { CallAtMode, CallAtState, FieldErrors, ScenarioFormState } from '../lib/scenario-form';

type CallConditionsInputProps = {
  state: Pick<ScenarioFormState, 'callAt' | 'transfersUnanswered'>;
  /** The agent's zone, in which the time is read. */
  timezone: string;
  errors: FieldErrors;
  idPrefix: string;
  onChange: (change: Pick<ScenarioFormState, 'callAt'> | Pick<ScenarioFormState, 'transfersUnanswered'>) => void;
};

const DAYS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }));

/**
 * The conditions of the call: when it happens (whenever it runs, or a day of the week or a date at
 * a time, in the agent's zone), and whether anyone answers the agent's transfers. Native date and
 * time inputs: the browser's own pickers, usable from the keyboard, and nothing more to load.
 */
export function CallConditionsInput({ state, timezone, errors, idPrefix, onChange }: CallConditionsInputProps) {
  const { callAt } = state;
  const setCallAt = (change: Partial<CallAtState>) => onChange({ callAt: { ...callAt, ...change } });
  return (
    <Stack gap="sm">
      <Radio.Group
        label="When the call happens"
        description={`Times are in the agent's time zone, ${timezone}.`}
        value={callAt.mode}
        onChange={(mode) => setCallAt({ mode: mode as CallAtMode })}
      >
        <Group gap="md" mt="xs">
          <Radio value="any" label="Any time" />
          <Radio value="weekday" label="On a day of the week" />
          <Radio value="date" label="On a date" />
        </Group>
      </Radio.Group>
      {callAt.mode !== 'any' && (
        <Group gap="sm" align="flex-start" grow>
          {callAt.mode === 'weekday' ? (
            <NativeSelect
              id={`${idPrefix}-callAt.on`}
              label="Day"
              data={DAYS}
              value={callAt.weekday}
              error={errors['callAt.on']}
              onChange={(event) => setCallAt({ weekday: event.currentTarget.value as Weekday })}
            />
          ) : (
            <TextInput
              id={`${idPrefix}-callAt.on`}
              type="date"
              label="Date"
              value={callAt.date}
              error={errors['callAt.on']}
              onChange={(event) => setCallAt({ date: event.currentTarget.value })}
            />
          )}
          <TextInput
            id={`${idPrefix}-callAt.time`}
            type="time"
            label="Time"
            value={callAt.time}
            error={errors['callAt.time']}
            onChange={(event) => setCallAt({ time: event.currentTarget.value })}
          />
        </Group>
      )}
      <Checkbox
        label={TRANSFERS_UNANSWERED_LABEL}
        description="When the agent transfers the call, nobody picks up: it should take a message instead."
        checked={state.transfersUnanswered}
        onChange={(event) => onChange({ transfersUnanswered: event.currentTarget.checked })}
      />
    </Stack>
  );
}
