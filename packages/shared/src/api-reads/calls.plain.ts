import type { CallListFilter } from '../calls.ts';

// The API reads of the calls inbox that a page can be served with.

/** How many calls the inbox lists at a time. */
const CALLS_PAGE_SIZE = 25;

/**
 * What the calls inbox shows: an agent's calls or all, one outcome or all, matching words or not,
 * and whether the calls that need attention are left out (listed apart above the rest); or one
 * caller's calls, on the caller's page.
 */
export type CallsView = {
  agentId?: string | null;
  outcome?: CallListFilter | null;
  q?: string | null;
  exclude?: 'needs_attention' | null;
  /** One caller's calls (their id in the caller directory). */
  caller?: string | null;
};

/** A page of the inbox as narrowed, newest first; the next one from `cursor`. */
export function callsPath(view: CallsView, cursor?: string | null) {
  const query = new URLSearchParams({ limit: String(CALLS_PAGE_SIZE) });
  if (view.agentId) query.set('agentId', view.agentId);
  if (view.outcome) query.set('outcome', view.outcome);
  if (view.q) query.set('q', view.q);
  if (view.exclude) query.set('exclude', view.exclude);
  if (view.caller) query.set('caller', view.caller);
  if (cursor) query.set('cursor', cursor);
  return `/calls?${query}`;
}

/** One call with its transcript, recording and appointment. */
export const callPath = (callId: string) => `/calls/${encodeURIComponent(callId)}`;
