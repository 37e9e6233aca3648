import { Box, Text } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import type { TranscriptLine } from '../../lib/call/transcript';
import classes from './call-panel.module.css';

/** Both sides of the live call; new lines are announced (aria-live) and scrolled into view. */
export const CallTranscript = memo(function CallTranscript({ lines }: { lines: TranscriptLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollTo?.({ top: box.current.scrollHeight });
  }, [lines]);
  return (
    <Box
      ref={box}
      className={classes.transcript}
      role="log"
      aria-live="polite"
      aria-label="Call transcript"
      tabIndex={0}
    >
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          The conversation appears here.
        </Text>
      ) : (
        lines.map((line) => (
          <Text key={line.id} size="sm" c={line.final ? undefined : 'dimmed'} mb={4}>
            <Text span fw={600}>
              {line.role === 'assistant' ? 'Agent' : 'You'}:{' '}
            </Text>
            {line.text}
          </Text>
        ))
      )}
    </Box>
  );
});
