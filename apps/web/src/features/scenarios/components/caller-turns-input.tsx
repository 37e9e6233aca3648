import { ActionIcon, Button, Fieldset, Group, Input, Stack, Text, Textarea } from '@mantine/core';
import { SCENARIO_LIMITS } from '@portal/shared/agents/scenarios.plain';
import IconPlus from '~icons/tabler/plus';
import IconTrash from '~icons/tabler/trash';
import { line, type FieldErrors, type Line } from '../lib/scenario-form';

type CallerTurnsInputProps = {
  turns: Line[];
  errors: FieldErrors;
  /** Prefix of the fields' ids, so a failed save can move focus to the first error. */
  idPrefix: string;
  onChange: (turns: Line[]) => void;
};

// Reads like the other fields' labels (Mantine's input label: small, the theme's medium weight).
const LEGEND = { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 'var(--mantine-font-weight-medium)', padding: 0 };

/** The caller's lines in order: type, add (up to the limit) and remove. */
export function CallerTurnsInput({ turns, errors, idPrefix, onChange }: CallerTurnsInputProps) {
  const full = turns.length >= SCENARIO_LIMITS.turns;
  const edit = (key: number, text: string) => onChange(turns.map((turn) => (turn.key === key ? { key, text } : turn)));
  return (
    <Fieldset variant="unstyled" legend="What the caller says" styles={{ legend: LEGEND }}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" mt={-4}>
          One line for each time the caller speaks, in order (up to {SCENARIO_LIMITS.turns}), like “Hi, I would like to
          book a cleaning.”
        </Text>
        {turns.map((turn, index) => (
          <Group key={turn.key} gap="xs" align="flex-start" wrap="nowrap">
            <Textarea
              id={`${idPrefix}-callerTurns.${index}`}
              flex={1}
              label={`Line ${index + 1}`}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={SCENARIO_LIMITS.turnLength}
              value={turn.text}
              error={errors[`callerTurns.${index}`]}
              onChange={(event) => edit(turn.key, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              aria-label={`Remove line ${index + 1}`}
              disabled={turns.length === 1}
              onClick={() => onChange(turns.filter((item) => item.key !== turn.key))}
            >
              <IconTrash width={18} height={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.callerTurns && <Input.Error>{errors.callerTurns}</Input.Error>}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus width={14} height={14} aria-hidden />}
            disabled={full}
            onClick={() => onChange([...turns, line()])}
          >
            {full ? `At most ${SCENARIO_LIMITS.turns} lines` : 'Add a line'}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
