import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ScenarioResult } from '@portal/shared/agents/scenarios';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDuration, formatRanAt } from '../lib/format';
import { ScenarioTranscript } from './scenario-transcript';

/** When the last run was, why it could not hold the conversation if so, and its transcript (folded). */
export function ScenarioResultDetails({ result, agentName }: { result: ScenarioResult; agentName: string }) {
  const [open, setOpen] = useState(false);
  const transcriptId = useId();
  return (
    <Stack gap="xs">
      {result.error && (
        <Alert color="red" variant="light" title="The conversation could not be held">
          {result.error}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Ran {formatRanAt(result.ranAt)} · took {formatDuration(result.durationMs)}
      </Text>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          aria-expanded={open}
          aria-controls={open ? transcriptId : undefined}
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the conversation' : 'Show the conversation'}
        </Button>
      </div>
      {open && <ScenarioTranscript id={transcriptId} lines={result.transcript} agentName={agentName} />}
    </Stack>
  );
}
