import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Expectation, ExpectationResult } from '@portal/shared/agents/scenarios';
import IconCheck from '~icons/tabler/check';
import IconMinus from '~icons/tabler/minus';
import IconX from '~icons/tabler/x';
import { expectationText } from '../lib/expectation-text';

type Outcome = 'passed' | 'failed' | 'not-run';

const LOOK: Record<Outcome, { color: string; icon: typeof IconCheck; said: string }> = {
  passed: { color: 'green', icon: IconCheck, said: 'Passed' },
  failed: { color: 'red', icon: IconX, said: 'Failed' },
  'not-run': { color: 'gray', icon: IconMinus, said: 'Not run' },
};

/**
 * What the agent must do, each with its outcome from the last run and the reason. The outcome is
 * said in words too, so it does not rest on the icon's colour.
 */
export function ExpectationChecklist({
  expectations,
  results,
}: {
  expectations: Expectation[];
  /** The last run's results, or null when the scenario has not run since it was written. */
  results: ExpectationResult[] | null;
}) {
  const rows = results
    ? results.map((result) => ({ ...result, outcome: (result.passed ? 'passed' : 'failed') as Outcome }))
    : expectations.map((expectation) => ({ expectation, reason: null, outcome: 'not-run' as Outcome }));
  return (
    <List spacing="xs" listStyleType="none" aria-label="Expectations">
      {rows.map((row, index) => {
        const look = LOOK[row.outcome];
        return (
          <List.Item key={index}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={22} radius="xl" variant="light" color={look.color} aria-hidden>
                <look.icon width={14} height={14} strokeWidth={3} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} c={row.outcome === 'failed' ? 'red.9' : undefined}>
                    {look.said}:
                  </Text>{' '}
                  {expectationText(row.expectation)}
                </Text>
                {row.reason && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.reason}
                  </Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
