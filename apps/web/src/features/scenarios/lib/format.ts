import type { ScenarioSummary } from '@portal/shared/agents/scenarios';

// Only types come from the shared scenarios module here: the hub's tile uses this file, and the
// module's schemas stay out of the hub's first load.

// The zone is always shown: an owner checking from home or travelling would otherwise misread when it ran.
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Nov 26, 2026, 10:04 AM EST' in the browser's zone. */
export const formatRanAt = (iso: string) => dateTime.format(new Date(iso));

/** 'Passed 5 of 7 · Last run Nov 26, 2026, 10:04 AM EST', or 'Not run yet'. */
export function summaryText(summary: ScenarioSummary): string {
  if (summary.total === 0) return 'No scenarios yet';
  if (!summary.lastRanAt) return 'Not run yet';
  const notRun = summary.notRun > 0 ? ` · ${summary.notRun} not run yet` : '';
  return `Passed ${summary.passed} of ${summary.total}${notRun} · Last run ${formatRanAt(summary.lastRanAt)}`;
}

/**
 * The page's own summary: as `summaryText`, and before any run how many there are, so the line
 * says something before the first result ('6 scenarios · not run yet').
 */
export function pageSummaryText(summary: ScenarioSummary): string {
  if (summary.total === 0 || summary.lastRanAt) return summaryText(summary);
  return `${summary.total} ${summary.total === 1 ? 'scenario' : 'scenarios'} · not run yet`;
}

/** '3 of 4 pass', or why there is no count: the hub's short form, the draft's beside the live one's. */
export function passCount(summary: ScenarioSummary): string {
  if (summary.total === 0) return 'No scenarios yet';
  if (!summary.lastRanAt) return 'Not run yet';
  return `${summary.passed} of ${summary.total} pass`;
}

/** Said on the page while the agent has a draft: a run compiles the agent as its owner edits it. */
export const DRAFT_RUNS_NOTE = 'Runs test your draft, not what callers hear.';

/** '3.2 s' */
export const formatDuration = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
