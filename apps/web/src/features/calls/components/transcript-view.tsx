import { Box, Text } from '@mantine/core';
import { parseTranscript } from '../lib/format';

/** The call's full transcript as AI and User lines. */
export function TranscriptView({ transcript }: { transcript: string | null }) {
  const turns = parseTranscript(transcript);
  if (turns.length === 0) return <Text c="dimmed">No transcript was recorded.</Text>;
  return (
    <Box component="ol" aria-label="Transcript" m={0} p={0} style={{ listStyle: 'none' }}>
      {turns.map((turn, index) => (
        <Text component="li" key={index} mb="xs" style={{ whiteSpace: 'pre-line' }}>
          <Text span fw={600} c={turn.speaker === 'AI' ? 'blue.8' : 'gray.8'}>
            {turn.speaker}:{' '}
          </Text>
          {turn.text}
        </Text>
      ))}
    </Box>
  );
}
