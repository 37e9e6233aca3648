import { Box, Text } from '@mantine/core';
import type { ScenarioLine } from '@portal/shared/agents/scenarios';
import { WholeNumbers } from './whole-numbers';

/** The conversation as it ran: 'Caller' and the agent by name; what the tools did is muted. */
export function ScenarioTranscript({ id, lines, agentName }: { id: string; lines: ScenarioLine[]; agentName: string }) {
  if (lines.length === 0)
    return (
      <Text id={id} size="sm" c="dimmed">
        Nothing was said.
      </Text>
    );
  return (
    <Box id={id} component="ol" aria-label="Conversation" m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((line, index) =>
        line.speaker === 'tool' ? (
          <Text component="li" key={index} size="xs" c="dimmed" fs="italic" mb={6} pl="md">
            <WholeNumbers text={line.text} />
          </Text>
        ) : (
          <Text
            component="li"
            key={index}
            size="sm"
            mb={6}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            <Text span fw={600} c={line.speaker === 'agent' ? 'blue.8' : undefined}>
              {line.speaker === 'agent' ? agentName : 'Caller'}:{' '}
            </Text>
            <WholeNumbers text={line.text} />
          </Text>
        ),
      )}
    </Box>
  );
}
