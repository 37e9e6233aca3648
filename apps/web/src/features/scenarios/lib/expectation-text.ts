import { EXPECTATION_LABELS } from '@portal/shared/agents/scenarios.plain';
import type { Expectation } from '@portal/shared/agents/scenarios';

/** An expectation as the checklist reads it; the texts it looks for are quoted. */
export function expectationText(expectation: Expectation): string {
  if (expectation.kind === 'mentions') return `Mentioned “${expectation.text}”`;
  if (expectation.kind === 'not_mentions') return `Did not mention “${expectation.text}”`;
  return EXPECTATION_LABELS[expectation.kind];
}
