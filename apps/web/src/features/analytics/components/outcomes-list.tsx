import { useMantineTheme } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import classes from './outcomes-list.module.css';

const barColor = (kind: Analytics['outcomes'][number]['kind']) =>
  kind === 'booked' ? 'teal.2' : kind === null ? 'gray.2' : 'blue.1';

/** What came of the calls, most frequent first: each outcome's name and count are plain text. */
export function OutcomesList({ outcomes }: { outcomes: Analytics['outcomes'] }) {
  const theme = useMantineTheme();
  // Each bar is the outcome's share of all the calls (one of three calls fills a third of the row).
  const total = outcomes.reduce((sum, outcome) => sum + outcome.calls, 0);
  return (
    <div>
      <div className={classes.labels} aria-hidden>
        <span>Outcome</span>
        <span>Calls</span>
      </div>
      <ul className={classes.list}>
        {outcomes.map((outcome) => {
          const colors = theme.variantColorResolver({ color: barColor(outcome.kind), theme, variant: 'light' });
          const share = total > 0 ? (outcome.calls / total) * 100 : 0;
          return (
            <li key={outcome.label} className={classes.row}>
              <span
                className={classes.bar}
                data-share={Math.round(share)}
                style={{
                  background: `linear-gradient(to right, ${colors.background} ${share}%, var(--mantine-color-gray-0) ${share}%)`,
                  color: colors.color,
                }}
              >
                {outcome.label}
              </span>
              <span className={classes.count}>{outcome.calls.toLocaleString('en-US')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
