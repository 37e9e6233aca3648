import { Progress, Stack, Text } from '@mantine/core';
import type { RunAllProgress } from '../hooks/use-scenario-runs';
import classes from './scenarios.module.css';

/**
 * Which scenario Run all is on, announced as it moves on; once over, how many ran. The live
 * region is always in the page, so screen readers hear its first message too.
 */
export function RunAllStatus({ progress, finished }: { progress: RunAllProgress | null; finished: number | null }) {
  const message = progress
    ? `Running ${progress.position} of ${progress.total}: ${progress.title}…`
    : finished !== null
      ? `Finished running ${finished} ${finished === 1 ? 'scenario' : 'scenarios'}.`
      : '';
  return (
    <Stack gap={6} role="status" aria-live="polite" className={classes.status}>
      {progress && (
        <Progress
          value={((progress.position - 1) / progress.total) * 100}
          aria-label="Run all progress"
          size="sm"
          animated
        />
      )}
      {message && (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      )}
    </Stack>
  );
}
