import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { ScenarioResult } from '@portal/shared/agents/scenarios';
import IconChevronDown from '~icons/tabler/chevron-down';
import IconChevronUp from '~icons/tabler/chevron-up';
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
        {/* A text link's look: a tinted hover background would take the label under 4.5:1 contrast. */}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          aria-expanded={open}
          aria-controls={open ? transcriptId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Group gap={4} component="span">
            {open ? 'Hide the conversation' : 'Show the conversation'}
            {open ? (
              <IconChevronUp width={16} height={16} aria-hidden />
            ) : (
              <IconChevronDown width={16} height={16} aria-hidden />
            )}
          </Group>
        </Anchor>
      </div>
      {open && <ScenarioTranscript id={transcriptId} lines={result.transcript} agentName={agentName} />}
    </Stack>
  );
}
