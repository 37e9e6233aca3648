import type { Analytics } from '@portal/shared/analytics';
import classes from './outcomes-list.module.css';

type Kind = Analytics['outcomes'][number]['kind'];

/** Booked in green, no outcome in grey, every other outcome in the primary blue. */
const toneOf = (kind: Kind) => (kind === 'booked' ? 'booked' : kind === null ? 'none' : 'other');

/**
 * What came of the calls, most frequent first: each outcome's name and count on a line, and under
 * them a thin bar as long as its share of all the calls (one of three calls fills a third).
 */
export function OutcomesList({ outcomes }: { outcomes: Analytics['outcomes'] }) {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.calls, 0);
  return (
    <ul className={classes.list}>
      {outcomes.map((outcome) => {
        const share = total > 0 ? (outcome.calls / total) * 100 : 0;
        return (
          <li key={outcome.label} className={classes.row}>
            <span className={classes.line}>
              <span className={classes.label}>{outcome.label}</span>
              <span className={classes.count}>{outcome.calls.toLocaleString('en-US')}</span>
            </span>
            {/* The bar repeats the count for the eye; the text above says it. */}
            <span className={classes.track} aria-hidden>
              <span
                className={classes.fill}
                data-tone={toneOf(outcome.kind)}
                data-share={Math.round(share)}
                style={{ width: `${share}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
