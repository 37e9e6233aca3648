import { describeChanges, versionValues, type VersionValues } from '@portal/shared/agents/versions';
import type { agents } from '../../db/schema/index.ts';

type AgentRow = typeof agents.$inferSelect;

/**
 * The agent as its owner edits it: what callers hear, with the draft's values over it. Tests (the
 * browser test call, scenarios) and the configure page use this; the push and the calls use the
 * row itself.
 */
export function editingRow(row: AgentRow): AgentRow {
  return row.draftValues ? ({ ...row, ...versionValues(row.draftValues) } as AgentRow) : row;
}

/** What callers hear now, as a version holds it. */
export const liveValues = (row: AgentRow): VersionValues => versionValues(row);

/** Card by card, what publishing the draft would change; empty without a draft. */
export const draftChanges = (row: AgentRow) =>
  row.draftValues ? describeChanges(liveValues(row), versionValues(row.draftValues)) : [];

/** The draft to store: null when it holds nothing callers do not hear already. */
export function draftToStore(row: AgentRow, values: VersionValues): Record<string, unknown> | null {
  return describeChanges(liveValues(row), values).length === 0 ? null : values;
}

/** The cards' save counts with each of `keys` counted once more. */
export function countSaves(revisions: Record<string, number>, keys: readonly string[]) {
  const next = { ...revisions };
  for (const key of keys) next[key] = (next[key] ?? 0) + 1;
  return next;
}
