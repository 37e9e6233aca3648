import { Alert, Button, Fieldset, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SCENARIO_LIMITS } from '@portal/shared/agents/scenarios.plain';
import type { Scenario } from '@portal/shared/agents/scenarios';
import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { saveScenarioKey } from '../api/save-scenario';
import { useScenarioForm } from '../hooks/use-scenario-form';
import { CallConditionsInput } from './call-conditions-input';
import { CallerTurnsInput } from './caller-turns-input';
import { ExpectationsInput } from './expectations-input';

type ScenarioModalProps = {
  agentId: string;
  /** The agent's zone, in which a call's time is read. */
  timezone: string;
  /** The scenario to edit, or null to add one. */
  scenario: Scenario | null;
  opened: boolean;
  /** A new session starts the form afresh from `scenario`. */
  session: number;
  fullScreen: boolean;
  onClose: () => void;
};

/**
 * Add or edit a scenario. Mantine's Modal traps focus and returns it to the button that opened
 * it; while saving it cannot be closed, so the outcome is never hidden.
 */
export function ScenarioModal({
  agentId,
  timezone,
  scenario,
  opened,
  session,
  fullScreen,
  onClose,
}: ScenarioModalProps) {
  const saving = useIsMutating({ mutationKey: saveScenarioKey(agentId) }) > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      title={scenario ? 'Edit scenario' : 'Add scenario'}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ScenarioForm key={session} agentId={agentId} timezone={timezone} scenario={scenario} onClose={onClose} />
    </Modal>
  );
}

function ScenarioForm({
  agentId,
  timezone,
  scenario,
  onClose,
}: Pick<ScenarioModalProps, 'agentId' | 'timezone' | 'scenario' | 'onClose'>) {
  const form = useScenarioForm(agentId, scenario, onClose);
  const idPrefix = useId();
  const { state, errors } = form;

  const submit = () => {
    const failed = Object.keys(form.submit());
    // Focus goes to the first field in error, so keyboard and screen-reader users land on it.
    if (failed.length > 0) document.getElementById(`${idPrefix}-${firstField(failed)}`)?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Fieldset variant="unstyled" disabled={form.saving}>
        <Stack gap="lg">
          <TextInput
            id={`${idPrefix}-title`}
            label="Title"
            description="A short name, like “Book a cleaning”."
            maxLength={SCENARIO_LIMITS.title}
            value={state.title}
            error={errors.title}
            onChange={(event) => {
              const title = event.currentTarget.value;
              form.update((current) => ({ ...current, title }));
            }}
            data-autofocus
          />
          <CallerTurnsInput
            turns={state.callerTurns}
            errors={errors}
            idPrefix={idPrefix}
            onChange={(callerTurns) => form.update((current) => ({ ...current, callerTurns }))}
          />
          <CallConditionsInput
            state={state}
            timezone={timezone}
            errors={errors}
            idPrefix={idPrefix}
            onChange={(change) => form.update((current) => ({ ...current, ...change }))}
          />
          <ExpectationsInput
            state={state}
            errors={errors}
            idPrefix={idPrefix}
            onChange={(change) => form.update((current) => ({ ...current, ...change }))}
          />
          {form.serverError && (
            <Alert color="red" variant="light" role="alert" title="The scenario was not saved">
              {form.serverError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{form.saving ? 'Saving...' : 'Save scenario'}</Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** The topmost field in error (the fields' ids end with their error's name). */
function firstField(fields: string[]) {
  const order = (field: string) =>
    field === 'title'
      ? 0
      : field.startsWith('callerTurns')
        ? 1
        : field.startsWith('callAt')
          ? 2
          : field === 'expectations'
            ? 3
            : 4;
  const [first] = [...fields].sort((a, b) => order(a) - order(b) || a.localeCompare(b, 'en', { numeric: true }));
  return first === 'callerTurns' ? 'callerTurns.0' : first!;
}
