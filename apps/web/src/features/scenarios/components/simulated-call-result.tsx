import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { ScenarioTranscript } from './scenario-transcript';

type SimulatedCallResultProps = { call: SimulatedCall; agentName: string; onAnother: () => void };

/** The ended call: what was said, and the way to it in the call history. */
export function SimulatedCallResult({ call, agentName, onAnother }: SimulatedCallResultProps) {
  const id = useId();
  return (
    <Stack gap="md">
      <Text role="status" fw={600}>
        The call has ended and is in your call history.
      </Text>
      <Title order={3} size="h5">
        Transcript
      </Title>
      <ScenarioTranscript id={`${id}-transcript`} lines={call.transcript} agentName={agentName} />
      <Group gap="sm">
        <Button component={Link} to={paths.call(call.callId)}>
          Open the call
        </Button>
        <Button component={Link} to={paths.calls} variant="default">
          Call history
        </Button>
        <Button variant="subtle" onClick={onAnother} data-autofocus>
          Make another call
        </Button>
      </Group>
    </Stack>
  );
}
