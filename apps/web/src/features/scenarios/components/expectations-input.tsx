import { Checkbox, Stack } from '@mantine/core';
import {
  EXPECTATION_KINDS,
  EXPECTATION_LABELS,
  SCENARIO_LIMITS,
  type ExpectationKind,
} from '@portal/shared/agents/scenarios.plain';
import { Fragment } from 'react';
import { expectationCount, isTextKind, type FieldErrors, type ScenarioFormState } from '../lib/scenario-form';
import { ExpectationTextsInput } from './expectation-texts-input';

type ExpectationsInputProps = {
  state: ScenarioFormState;
  errors: FieldErrors;
  idPrefix: string;
  onChange: (change: Pick<ScenarioFormState, 'checked'> | Pick<ScenarioFormState, 'texts'>) => void;
};

/** What the agent must do in the conversation: the fixed list, with texts for 'mentions'. */
export function ExpectationsInput({ state, errors, idPrefix, onChange }: ExpectationsInputProps) {
  const full = expectationCount(state) >= SCENARIO_LIMITS.expectations;
  return (
    <Checkbox.Group
      label="What the agent must do"
      description="Each ticked item is checked after the conversation."
      value={state.checked}
      onChange={(checked) => onChange({ checked: checked as ExpectationKind[] })}
      error={errors.expectations}
    >
      <Stack gap="xs" mt="xs">
        {EXPECTATION_KINDS.map((kind, index) => (
          <Fragment key={kind}>
            <Checkbox
              id={index === 0 ? `${idPrefix}-expectations` : undefined}
              value={kind}
              label={EXPECTATION_LABELS[kind]}
            />
            {isTextKind(kind) && state.checked.includes(kind) && (
              <ExpectationTextsInput
                kind={kind}
                texts={state.texts[kind]}
                errors={errors}
                idPrefix={idPrefix}
                full={full}
                onChange={(texts) => onChange({ texts: { ...state.texts, [kind]: texts } })}
              />
            )}
          </Fragment>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
