import { Box, Text } from '@mantine/core';
import { parseTranscript } from '../lib/format';

/** Said of the agent's turns when the call has no agent's name to give (its agent was deleted). */
const AGENT = 'Agent';
const CALLER = 'Caller';

/** The call's full transcript, each turn labelled with the agent's name or "Caller". */
export function TranscriptView({ transcript, agentName }: { transcript: string | null; agentName: string | null }) {
  const turns = parseTranscript(transcript);
  if (turns.length === 0) return <Text c="dimmed">No transcript was recorded.</Text>;
  return (
    <Box component="ol" aria-label="Transcript" m={0} p={0} style={{ listStyle: 'none' }}>
      {turns.map((turn, index) => (
        <Text component="li" key={index} mb="xs" style={{ whiteSpace: 'pre-line' }}>
          {/* The speaker in the text's own dark, bold: blue would read as a link. */}
          <Text span fw={600}>
            {turn.speaker === 'agent' ? (agentName ?? AGENT) : CALLER}:{' '}
          </Text>
          {turn.text}
        </Text>
      ))}
    </Box>
  );
}
