import { Text, VisuallyHidden } from '@mantine/core';
import type { Expectation, ExpectationResult } from '@portal/shared/agents/scenarios';
import IconCheck from '~icons/tabler/check';
import IconX from '~icons/tabler/x';
import { expectationText } from '../lib/expectation-text';
import classes from './expectation-checklist.module.css';
import { WholeNumbers } from './whole-numbers';

type Outcome = 'passed' | 'failed' | 'not-run';

const ICONS = { passed: IconCheck, failed: IconX } as const;

/**
 * What the agent must do, as a list of sentences. After a run each line has its mark (a tick or
 * a cross, different in shape, not only in colour) and the reason; the word is there for screen
 * readers. Before a run the lines are plain: the card's badge says once that it has not run.
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
    <ul className={classes.list} aria-label="Expectations">
      {rows.map((row, index) => {
        const Mark = row.outcome === 'not-run' ? null : ICONS[row.outcome];
        return (
          <li key={index} className={classes.item} data-outcome={row.outcome}>
            <span className={classes.mark} aria-hidden>
              {Mark && <Mark width={14} height={14} strokeWidth={3} />}
            </span>
            <div className={classes.text}>
              <Text size="sm" c={row.outcome === 'failed' ? 'red.9' : undefined}>
                {Mark && (
                  <VisuallyHidden component="span">{row.outcome === 'passed' ? 'Passed: ' : 'Failed: '}</VisuallyHidden>
                )}
                <WholeNumbers text={expectationText(row.expectation)} />
              </Text>
              {row.reason && (
                <Text size="sm" c="dimmed">
                  <WholeNumbers text={row.reason} />
                </Text>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
