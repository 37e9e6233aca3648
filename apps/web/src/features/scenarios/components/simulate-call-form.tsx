import {
  Alert,
  Anchor,
  Box,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { NO_NUMBER_TO_CALL, SIMULATED_CALL_LIMITS } from '@portal/shared/agents/simulated-calls';
import type { Scenario } from '@portal/shared/agents/scenarios';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { OWN_LINES, type SimulateCallForm as Form } from '../hooks/use-simulate-call-form';

type SimulateCallFormProps = {
  form: Form;
  scenarios: Scenario[];
  scenariosLoading: boolean;
  /** The agent's number as callers write it; null when it has none, undefined while unknown. */
  agentNumber: string | null | undefined;
  /** More of the call's set-up, under who calls (how the transfer destinations answer). */
  children?: ReactNode;
};

/** Who calls and what they say: one of the agent's scenarios, or lines the owner types. */
export function SimulateCallForm({ form, scenarios, scenariosLoading, agentNumber, children }: SimulateCallFormProps) {
  const id = useId();
  const calling = form.call.isPending;
  const noNumber = agentNumber === null || form.call.error?.message === NO_NUMBER_TO_CALL;
  const options = [
    ...scenarios.map((scenario) => ({ value: scenario.id, label: scenario.title })),
    { value: OWN_LINES, label: 'Type your own caller lines' },
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const failed = form.submit();
        // Focus goes to the first field in error, so keyboard and screen-reader users land on it.
        const field = failed.callerLines ? 'lines' : failed.callerNumber ? 'number' : null;
        if (field) document.getElementById(`${id}-${field}`)?.focus();
      }}
    >
      <Fieldset variant="unstyled" disabled={calling}>
        <Stack gap="md">
          <NativeSelect
            label="What the caller says"
            description={
              scenariosLoading ? 'Loading your test scenarios...' : 'One of your test scenarios, or your own lines.'
            }
            data={options}
            value={form.choice}
            onChange={(event) => form.pick(event.currentTarget.value)}
            data-autofocus
          />
          {form.scenario ? (
            <Box>
              <Text size="sm" fw={500} id={`${id}-script`}>
                The caller says, in turn:
              </Text>
              <Box component="ol" aria-labelledby={`${id}-script`} m={0} pl="lg">
                {form.scenario.callerTurns.map((line, index) => (
                  <Text component="li" key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
              </Box>
            </Box>
          ) : (
            <Textarea
              id={`${id}-lines`}
              label="Caller lines"
              description={`One line for each time the caller speaks, in order (up to ${SIMULATED_CALL_LIMITS.lines}).`}
              autosize
              minRows={3}
              maxRows={8}
              value={form.typedLines}
              error={form.errors.callerLines}
              onChange={(event) => form.setTypedLines(event.currentTarget.value)}
            />
          )}
          <TextInput
            id={`${id}-number`}
            label="Caller number (optional)"
            description="Like (512) 555-0123, or +44 20 7946 0958 with its country code. Empty: a sandbox number calls."
            inputMode="tel"
            autoComplete="off"
            value={form.callerNumber}
            error={form.errors.callerNumber}
            onChange={(event) => form.setCallerNumber(event.currentTarget.value)}
          />
          {children}
          {noNumber ? (
            <Alert color="yellow" variant="light" role="alert" title="No phone number">
              {NO_NUMBER_TO_CALL}{' '}
              <Anchor component={Link} to={paths.phoneNumbers}>
                Get a phone number
              </Anchor>
            </Alert>
          ) : (
            form.call.error && (
              <Alert color="red" variant="light" role="alert" title="The call could not be made">
                {form.call.error.message}
              </Alert>
            )
          )}
          {calling && (
            <Text role="status" size="sm">
              {agentNumber ? `Calling ${agentNumber}...` : 'Calling the agent...'}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={calling} disabled={agentNumber === null}>
              Call the agent
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
